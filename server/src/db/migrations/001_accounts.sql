-- Citizens, their sessions, password resets and notifications.

create table users (
  uid text primary key,
  email text not null,
  password_hash text not null,
  username text not null,
  handle text not null,
  avatar_url text not null,
  bio text not null default '',
  created_at timestamptz not null default now(),
  kyc_status text not null default 'unverified' check (kyc_status in ('unverified', 'pending', 'verified')),
  monetization_enabled boolean not null default false,
  identity integer not null default 0 check (identity between 0 and 100),
  coachability integer not null default 50 check (coachability between 0 and 100),
  community_trust integer not null default 50 check (community_trust between 0 and 100),
  is_admin boolean not null default false,
  protected boolean not null default false,
  suspended boolean not null default false,
  communication_styles text[] not null default '{}',
  language text not null default 'en' check (language in ('en', 'fr'))
);
-- Emails and handles are unique without regard to case.
create unique index users_email_key on users (lower(email));
create unique index users_handle_key on users (lower(handle));

create table follows (
  follower_id text not null references users (uid) on delete cascade,
  followee_id text not null references users (uid) on delete cascade,
  state text not null default 'following' check (state in ('following', 'requested')),
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id)
);
create index follows_followee on follows (followee_id, state);

create table sessions (
  sid text primary key,
  data jsonb not null,
  user_id text references users (uid) on delete cascade,
  expires_at timestamptz not null
);
create index sessions_expires on sessions (expires_at);
create index sessions_user on sessions (user_id);

create table password_resets (
  token_hash text primary key,
  user_id text not null references users (uid) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id);

create table notifications (
  id text primary key,
  recipient_id text not null references users (uid) on delete cascade,
  type text not null,
  actor_id text references users (uid) on delete set null,
  post_id text,
  comment_id text,
  conversation_id text,
  guild_id text,
  created_at timestamptz not null default now(),
  read boolean not null default false
);
create index notifications_recipient on notifications (recipient_id, created_at desc);
create index notifications_unread on notifications (recipient_id) where not read;
