-- Guilds (issue 25): a charter, members with roles, membership requests and invitations, and posts
-- shared to a guild. A secret guild and its posts exist only for its members.

create table guilds (
  id text primary key,
  name text not null,
  description text not null default '',
  -- Fixed at creation: a guild's posts were written for the audience it had.
  privacy text not null check (privacy in ('public', 'secret')),
  -- Public guilds: open joining or requests, the founder's choice; secret guilds: invitations only.
  join_policy text not null check (join_policy in ('open', 'request', 'invite')),
  charter text not null,
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  -- The last post or new member: Explore's active public guilds are the most recently active.
  active_at timestamptz not null default now(),
  member_count integer not null default 0 check (member_count >= 0),
  search_vector tsvector generated always as (to_tsvector('simple', name || ' ' || description)) stored,
  check ((privacy = 'secret') = (join_policy = 'invite'))
);
create index guilds_public_recent on guilds (created_at desc, id desc) where privacy = 'public';
create index guilds_public_active on guilds (active_at desc, id) where privacy = 'public';
create index guilds_search on guilds using gin (search_vector);

create table guild_members (
  guild_id text not null references guilds (id) on delete cascade,
  uid text not null references users (uid) on delete cascade,
  role text not null check (role in ('founder', 'officer', 'member')),
  joined_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  primary key (guild_id, uid)
);
create index guild_members_uid on guild_members (uid, guild_id);
create unique index guild_one_founder on guild_members (guild_id) where role = 'founder';

-- A citizen's pending request to join, or an officer's pending invitation: one at a time per guild.
create table guild_pending (
  guild_id text not null references guilds (id) on delete cascade,
  uid text not null references users (uid) on delete cascade,
  kind text not null check (kind in ('request', 'invite')),
  -- Who invited (an invitation's notification names them).
  invited_by text references users (uid) on delete set null,
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  primary key (guild_id, uid)
);

-- The member count, kept by a trigger so lists and Explore read one column.
create function count_guild_member() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update guilds set member_count = member_count + 1, active_at = now() where id = new.guild_id;
    return new;
  end if;
  update guilds set member_count = member_count - 1 where id = old.guild_id;
  return old;
end $$;
create trigger guild_members_count after insert or delete on guild_members
  for each row execute function count_guild_member();

-- A founder whose account is deleted hands the guild to the longest-serving officer, else member;
-- a guild nobody is left in goes.
create function succeed_founder() returns trigger language plpgsql as $$
declare
  heir text;
begin
  if old.role <> 'founder' or not exists (select 1 from guilds where id = old.guild_id) then
    return null;
  end if;
  select uid into heir from guild_members where guild_id = old.guild_id
    order by case role when 'officer' then 0 else 1 end, joined_at, uid limit 1;
  if heir is null then
    delete from guilds where id = old.guild_id;
  else
    update guild_members set role = 'founder' where guild_id = old.guild_id and uid = heir;
  end if;
  return null;
end $$;
create trigger guild_founder_leaves after delete on guild_members
  for each row execute function succeed_founder();

alter table posts add column guild_id text references guilds (id) on delete cascade;
-- A guild's feed, newest first.
create index posts_guild on posts (guild_id, created_at desc, id desc) where guild_id is not null and deleted_at is null;

-- Explore counts what a stranger may see: a secret guild's posts are not among them.
create or replace function post_is_shown(post text) returns boolean
  language sql stable
  return exists (
    select 1 from posts p join users u on u.uid = p.author_id
    where p.id = post and p.deleted_at is null and p.audience = 'public' and not u.protected and not u.suspended
      and not exists (select 1 from guilds g where g.id = p.guild_id and g.privacy = 'secret'));
