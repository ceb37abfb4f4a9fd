-- Posts, their comments, reactions and hashtags.

-- Seconds since the epoch do not depend on the time zone (unlike other fields of extract),
-- so this is immutable and may be used in a stored, indexed column.
create function epoch_seconds(t timestamptz) returns double precision
  language sql immutable parallel safe
  return extract(epoch from t);

create table posts (
  id text primary key,
  author_id text not null references users (uid) on delete cascade,
  content text not null default '',
  original_content text,
  image_url text,
  audience text not null default 'public' check (audience in ('public', 'private')),
  comments_closed boolean not null default false,
  acknowledged_suggestions jsonb not null default '[]',
  -- The author's total when the post was written (shown on the post).
  author_reputation integer not null,
  -- The author's current total: the feed ranks by it (updated when the score moves).
  rank_reputation integer not null,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  agree_count integer not null default 0 check (agree_count >= 0),
  disagree_count integer not null default 0 check (disagree_count >= 0),
  comments_count integer not null default 0 check (comments_count >= 0),
  -- Inside the 7-day window the feed order does not depend on "now": rep/100 + createdAt/7d.
  rank_key double precision generated always as (rank_reputation / 100.0 + epoch_seconds(created_at) / 604800.0) stored,
  search_vector tsvector generated always as (to_tsvector('english', content) || to_tsvector('french', content)) stored
);
create index posts_rank on posts (rank_key desc, id desc) where deleted_at is null;
create index posts_reputation on posts (rank_reputation desc, id desc) where deleted_at is null;
create index posts_author on posts (author_id, created_at desc, id desc) where deleted_at is null;
create index posts_author_rank on posts (author_id, rank_key desc, id desc) where deleted_at is null;
create index posts_search on posts using gin (search_vector);
-- Newest first: search for common words walks this and stops after a page.
create index posts_recent on posts (created_at desc, id desc) where deleted_at is null;

create table post_hashtags (
  tag text not null,
  post_id text not null references posts (id) on delete cascade,
  created_at timestamptz not null,
  primary key (tag, post_id)
);
create index post_hashtags_recent on post_hashtags (tag, created_at desc, post_id desc);
create index post_hashtags_post on post_hashtags (post_id);

-- How many posts carry each tag, kept by a trigger, so tag search and trends read a small table.
create table hashtags (
  tag text primary key,
  post_count integer not null default 0
);
create index hashtags_prefix on hashtags (tag text_pattern_ops);

create function count_hashtag() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into hashtags (tag, post_count) values (new.tag, 1)
      on conflict (tag) do update set post_count = hashtags.post_count + 1;
    return new;
  end if;
  update hashtags set post_count = post_count - 1 where tag = old.tag;
  return old;
end $$;
create trigger post_hashtags_count after insert or delete on post_hashtags
  for each row execute function count_hashtag();

create table post_reactions (
  post_id text not null references posts (id) on delete cascade,
  user_id text not null references users (uid) on delete cascade,
  type text not null check (type in ('agree', 'disagree')),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_reactions_recent on post_reactions (post_id, type, created_at desc);

create table comments (
  id text primary key,
  post_id text not null references posts (id) on delete cascade,
  parent_id text not null,
  author_id text not null references users (uid) on delete cascade,
  author_reputation integer not null,
  text text not null,
  level integer not null check (level between 0 and 5),
  ai_feedback text,
  ai_flags jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index comments_post on comments (post_id, created_at, id);

-- People search: prefixes of display names and handles, and whole words of display names.
create index users_username_prefix on users (lower(username) text_pattern_ops);
create index users_handle_prefix on users (lower(handle) text_pattern_ops);
create index users_username_words on users using gin (to_tsvector('simple', username));
