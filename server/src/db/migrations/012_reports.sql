-- Citizens' reports of posts, comments and messages, for the admin queue (issue 24).

create table reports (
  id text primary key,
  item_type text not null check (item_type in ('post', 'comment', 'message')),
  item_id text not null,
  -- Read from the item when reported (never from the client): whom a ruling concerns, even once the item is gone.
  item_author_id text not null references users (uid) on delete cascade,
  reporter_id text not null references users (uid) on delete cascade,
  reason text not null check (reason in ('spam', 'hate', 'violence', 'other')),
  -- The citizen's own words, for 'other'.
  details text,
  status text not null default 'open' check (status in ('open', 'dismissed', 'hidden', 'removed')),
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  resolved_at timestamptz,
  resolved_by text references users (uid) on delete set null,
  -- One citizen's repeated reports of an item are one report.
  unique (item_type, item_id, reporter_id)
);
-- The queue: items with open reports, most recently reported first.
create index reports_open on reports (item_type, item_id, created_at) where status = 'open';
