-- What citizens told the coach: disputes for the admin queue, acknowledged suggestions.

create table disputes (
  id text primary key,
  user_id text not null references users (uid) on delete cascade,
  user_text text not null,
  ai_feedback jsonb not null,
  reason text not null,
  source text,
  status text not null default 'open' check (status in ('open', 'upheld', 'overturned')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by text references users (uid) on delete set null,
  note text
);
create index disputes_open on disputes (created_at) where status = 'open';
create index disputes_user on disputes (user_id, created_at desc);

create table coach_acknowledgements (
  user_id text not null references users (uid) on delete cascade,
  -- A post id, or the composer's `new_…` id for a text not published yet.
  ref text not null,
  suggestion_id text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, ref, suggestion_id)
);
