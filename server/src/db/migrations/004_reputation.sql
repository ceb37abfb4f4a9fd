-- Every move of a pillar is an event a citizen can read ("why my score changed").

create table reputation_events (
  id text primary key,
  user_id text not null references users (uid) on delete cascade,
  pillar text not null check (pillar in ('identity', 'coachability', 'communityTrust')),
  change integer not null,
  reason text not null,
  created_at timestamptz not null default now()
);
create index reputation_events_user on reputation_events (user_id, created_at desc);

-- Community trust is a Bayesian average of reactions to a citizen's posts, each weighted by
-- the reactor's own total at the time: these are its running sums.
alter table users add column trust_weight double precision not null default 0;
alter table users add column trust_agree_weight double precision not null default 0;
alter table post_reactions add column weight double precision not null default 0.4;
