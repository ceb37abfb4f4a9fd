-- Settings: when each session began and was last used, for the list of signed-in devices.
-- (The device itself is kept in the session's data.)
alter table sessions add column created_at timestamptz not null default now();
alter table sessions add column last_used_at timestamptz not null default now();
