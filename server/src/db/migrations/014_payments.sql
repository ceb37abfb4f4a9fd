-- Tips by card, creator payouts and the double-entry ledger (issue 25).

-- One payment attempt: a tip to a creator, or a contribution to a guild's treasury. Its status moves only
-- on the provider's confirmation (Stripe's payment_intent.succeeded, the demo provider's own).
create table payments (
  id text primary key,
  provider text not null check (provider in ('demo', 'stripe')),
  -- The provider's PaymentIntent, set once it exists (a retry with the same key finds it).
  provider_intent_id text unique,
  client_secret text,
  -- Plain ids, not references: the record of money moved outlives the accounts that moved it.
  payer_id text not null,
  purpose text not null check (purpose in ('tip', 'guild_contribution')),
  recipient_id text,
  post_id text references posts (id) on delete set null,
  -- No reference: guilds live in their own migration; the ledger account names the guild.
  guild_id text,
  amount integer not null check (amount between 100 and 100000),
  currency text not null default 'usd',
  -- The client's key for this attempt: retries of one attempt are one payment.
  idempotency_key text not null,
  status text not null default 'requires_payment' check (status in ('requires_payment', 'succeeded', 'failed')),
  failure_message text,
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  succeeded_at timestamptz,
  unique (payer_id, idempotency_key),
  check ((purpose = 'tip') = (recipient_id is not null)),
  check ((purpose = 'guild_contribution') = (guild_id is not null))
);
create index payments_post_supporters on payments (post_id) where status = 'succeeded';

-- The ledger: append-only, double entry. Every confirmed payment is exactly one balanced pair of rows on
-- accounts 'platform' (the card money coming in), 'citizen:<uid>' (a creator's earnings) or 'guild:<id>'
-- (a treasury). Balances are sums of rows, never a number edited in place.
create table ledger_entries (
  id bigserial primary key,
  payment_id text not null references payments (id),
  account text not null check (account = 'platform' or account ~ '^(citizen|guild):.+$'),
  amount integer not null check (amount <> 0),
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  -- A payment credits an account once: a replayed confirmation cannot add a second credit.
  unique (payment_id, account)
);
create index ledger_entries_account on ledger_entries (account, created_at desc);

-- Checked at commit, once both rows of a pair are in: a payment's rows sum to zero, two of them.
create function check_ledger_balanced() returns trigger language plpgsql as $$
declare
  total bigint;
  entries integer;
begin
  select coalesce(sum(amount), 0), count(*) into total, entries from ledger_entries where payment_id = new.payment_id;
  if total <> 0 or entries <> 2 then
    raise exception 'ledger entries of payment % are not a balanced pair (sum %, % rows)', new.payment_id, total, entries;
  end if;
  return null;
end $$;
create constraint trigger ledger_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function check_ledger_balanced();

create function refuse_ledger_change() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only';
end $$;
create trigger ledger_append_only before update or delete on ledger_entries
  for each row execute function refuse_ledger_change();

-- Provider events already applied: a replayed or duplicated webhook finds its id here and changes nothing.
create table payment_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- A creator's payout account: Stripe's Express connected account, or the demo's instant one.
create table payout_accounts (
  uid text primary key references users (uid) on delete cascade,
  provider text not null check (provider in ('demo', 'stripe')),
  account_id text not null unique,
  state text not null check (state in ('connecting', 'connected')),
  created_at timestamptz not null default now(),
  connected_at timestamptz
);

-- The citizens who supported a post (one row each, however many tips), and its count on the post.
create table post_supporters (
  post_id text not null references posts (id) on delete cascade,
  uid text not null references users (uid) on delete cascade,
  primary key (post_id, uid)
);
alter table posts add column supporters_count integer not null default 0;

-- A tip's notification says how much (cents).
alter table notifications add column amount integer;
