-- Explore reads small counters kept by triggers: a week of hourly hashtag counts and of daily
-- reputation gains, instead of every tag or reputation event written that week.
-- Buckets are in UTC, so every session files a row in the same bucket whatever its time zone.

-- Whether a post counts for Explore: what a stranger may see (public, not deleted, its author
-- neither protected nor suspended).
create function post_is_shown(post text) returns boolean
  language sql stable
  return exists (
    select 1 from posts p join users u on u.uid = p.author_id
    where p.id = post and p.deleted_at is null and p.audience = 'public' and not u.protected and not u.suspended);

alter table post_hashtags add column shown boolean not null default false;
update post_hashtags set shown = post_is_shown(post_id);

create table hashtag_hours (
  hour timestamp not null,
  tag text not null,
  posts integer not null default 0,
  primary key (hour, tag)
);
insert into hashtag_hours (hour, tag, posts)
  select date_trunc('hour', created_at at time zone 'UTC'), tag, count(*) from post_hashtags where shown group by 1, 2;

create function mark_hashtag_shown() returns trigger language plpgsql as $$
begin
  new.shown := post_is_shown(new.post_id);
  return new;
end $$;
create trigger post_hashtags_shown before insert on post_hashtags
  for each row execute function mark_hashtag_shown();

-- The row's old state leaves its hour, the new one joins its hour: no lookup, so cascaded deletes count too.
create function count_hashtag_hour() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.shown then
    update hashtag_hours set posts = posts - 1 where hour = date_trunc('hour', old.created_at at time zone 'UTC') and tag = old.tag;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.shown then
    insert into hashtag_hours (hour, tag, posts) values (date_trunc('hour', new.created_at at time zone 'UTC'), new.tag, 1)
      on conflict (hour, tag) do update set posts = hashtag_hours.posts + 1;
  end if;
  return null;
end $$;
create trigger post_hashtags_hours after insert or delete or update of shown, created_at on post_hashtags
  for each row execute function count_hashtag_hour();

-- A post deleted, restored or moved between audiences, or an author protected, suspended or back.
create function reshow_post_hashtags() returns trigger language plpgsql as $$
begin
  update post_hashtags set shown = post_is_shown(post_id) where post_id = new.id and shown is distinct from post_is_shown(post_id);
  return null;
end $$;
create trigger posts_shown after update of audience, deleted_at on posts
  for each row execute function reshow_post_hashtags();

create function reshow_author_hashtags() returns trigger language plpgsql as $$
begin
  update post_hashtags h set shown = post_is_shown(h.post_id)
    from posts p where p.author_id = new.uid and h.post_id = p.id and h.shown is distinct from post_is_shown(h.post_id);
  return null;
end $$;
create trigger users_shown after update of protected, suspended on users
  for each row when (old.protected is distinct from new.protected or old.suspended is distinct from new.suspended)
  execute function reshow_author_hashtags();

-- Each citizen's pillar moves, summed by UTC day; Explore weighs them as the total does.
create table reputation_days (
  day date not null,
  user_id text not null references users (uid) on delete cascade,
  identity integer not null default 0,
  coachability integer not null default 0,
  community_trust integer not null default 0,
  -- The day's move of the total (the weights of shared/constants.ts REPUTATION_WEIGHTS).
  gain double precision generated always as (0.2 * identity + 0.4 * coachability + 0.4 * community_trust) stored,
  primary key (day, user_id)
);
-- Rising citizens are looked for among each day's biggest movers, then summed over the week.
create index reputation_days_gain on reputation_days (day, gain desc);
create index reputation_days_user on reputation_days (user_id, day);
insert into reputation_days (day, user_id, identity, coachability, community_trust)
  select (created_at at time zone 'UTC')::date, user_id,
         coalesce(sum(change) filter (where pillar = 'identity'), 0),
         coalesce(sum(change) filter (where pillar = 'coachability'), 0),
         coalesce(sum(change) filter (where pillar = 'communityTrust'), 0)
  from reputation_events group by 1, 2;

-- As for tags: the old row's move leaves its day (an update, never an insert: the citizen may be
-- being deleted), the new one joins its day. The seed dates its events after writing them.
create function count_reputation_day() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update reputation_days set
      identity = identity - case when old.pillar = 'identity' then old.change else 0 end,
      coachability = coachability - case when old.pillar = 'coachability' then old.change else 0 end,
      community_trust = community_trust - case when old.pillar = 'communityTrust' then old.change else 0 end
    where day = (old.created_at at time zone 'UTC')::date and user_id = old.user_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into reputation_days (day, user_id, identity, coachability, community_trust)
      values ((new.created_at at time zone 'UTC')::date, new.user_id,
              case when new.pillar = 'identity' then new.change else 0 end,
              case when new.pillar = 'coachability' then new.change else 0 end,
              case when new.pillar = 'communityTrust' then new.change else 0 end)
      on conflict (day, user_id) do update set
        identity = reputation_days.identity + excluded.identity,
        coachability = reputation_days.coachability + excluded.coachability,
        community_trust = reputation_days.community_trust + excluded.community_trust;
  end if;
  return null;
end $$;
create trigger reputation_events_days after insert or delete or update of user_id, pillar, change, created_at on reputation_events
  for each row execute function count_reputation_day();

-- Top citizens walk this from the best total down and stop at the first few with a public post.
-- Its expression is the total's (shared/constants.ts REPUTATION_WEIGHTS), as explore/repository.ts writes it.
create index users_explore_top on users ((0.2 * identity + 0.4 * coachability + 0.4 * community_trust) desc, created_at, uid)
  where not suspended and not protected;
