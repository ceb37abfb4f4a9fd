-- The Embassy: private conversations between two citizens, their messages, and blocks.

create table conversations (
  id text primary key,
  -- The pair in a fixed order, so two citizens have one conversation.
  member_low text not null references users (uid) on delete cascade,
  member_high text not null references users (uid) on delete cascade,
  created_at timestamptz not null default now(),
  -- The newest message's time (the creation time until one is sent): the list's order.
  updated_at timestamptz not null default now(),
  check (member_low < member_high),
  unique (member_low, member_high)
);

-- Each member's view of the conversation: what they have not read, and whether they left (hid) it.
create table conversation_members (
  conversation_id text not null references conversations (id) on delete cascade,
  uid text not null references users (uid) on delete cascade,
  other_uid text not null references users (uid) on delete cascade,
  unread_count integer not null default 0,
  hidden boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (conversation_id, uid)
);
create index conversation_members_list on conversation_members (uid, updated_at desc, conversation_id) where not hidden;

create table messages (
  id text primary key,
  conversation_id text not null references conversations (id) on delete cascade,
  sender_id text not null references users (uid) on delete cascade,
  text text not null,
  -- Milliseconds, as the page cursor carries them: a cursor names an exact row.
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp())
);
-- A page of history is one index range, however long the conversation.
create index messages_history on messages (conversation_id, created_at desc, id desc);

create table blocks (
  blocker_id text not null references users (uid) on delete cascade,
  blocked_id text not null references users (uid) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id)
);
create index blocks_blocked on blocks (blocked_id);
