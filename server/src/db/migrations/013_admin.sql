-- The admin area (issue 24): moderated posts, comments and messages, identity reviews, suspensions,
-- the label an admin gives an overturned dispute, what an admin decision tells a citizen, and the audit log.

-- An admin's ruling on a reported item. hidden: pending review, only its author still sees it;
-- removed: nobody does (a removed post is also deleted, so every list already leaves it out, and its
-- author cannot restore it: every visibility check refuses a removed post).
alter table posts add column moderation text check (moderation in ('hidden', 'removed'));
alter table comments add column moderation text check (moderation in ('hidden', 'removed'));
alter table messages add column moderation text check (moderation in ('hidden', 'removed'));

-- Explore counts only what a stranger may see: a moderated post no longer counts.
create or replace function post_is_shown(post text) returns boolean
  language sql stable
  return exists (
    select 1 from posts p join users u on u.uid = p.author_id
    where p.id = post and p.deleted_at is null and p.moderation is null and p.audience = 'public' and not u.protected and not u.suspended);
drop trigger posts_shown on posts;
create trigger posts_shown after update of audience, deleted_at, moderation on posts
  for each row execute function reshow_post_hashtags();

-- The reports queue holds items hidden pending review as well as those with open reports.
drop index reports_open;
create index reports_queue on reports (item_type, item_id, created_at) where status in ('open', 'hidden');
-- An admin names an item by its id alone (or by one of its reports' ids, the primary key).
create index reports_item on reports (item_id);

-- Identity reviews: when the citizen asked, when an admin decided, and the reason given to a rejection.
alter table users add column kyc_requested_at timestamptz;
alter table users add column kyc_reviewed_at timestamptz;
alter table users add column kyc_note text;
-- Why an account is suspended: the citizen is told when signing in is refused.
alter table users add column suspension_reason text;
update users set kyc_requested_at = created_at where kyc_status = 'pending';
create index users_kyc_requests on users (kyc_requested_at desc, uid) where kyc_requested_at is not null;

-- What an overturned dispute's text should have been ('clean' or a kind of the coach's corpus).
alter table disputes add column label text;

-- What an admin's decision tells the citizen: the action or decision, the reporters' main reason, the admin's note.
alter table notifications add column decision text;
alter table notifications add column reason text;
alter table notifications add column note text;

-- Every admin action. Written in the action's own transaction; never edited nor deleted.
create table audit_log (
  id text primary key,
  -- Null once the admin's account is deleted: the entry stays.
  actor_id text references users (uid) on delete set null,
  action text not null,
  target_type text not null check (target_type in ('post', 'comment', 'message', 'dispute', 'citizen')),
  target_id text not null,
  -- The target as it was then (a handle, the start of a text): the entry reads the same once the target is gone.
  target_label text not null,
  note text,
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp())
);
create index audit_log_recent on audit_log (created_at desc, id desc);
create index audit_log_actor on audit_log (actor_id, created_at desc, id desc);
create index audit_log_target on audit_log (target_id, created_at desc, id desc);

-- The database itself refuses to edit the log. The one change it accepts is the one an admin's
-- account deletion makes (`on delete set null`): the actor, and nothing else, becomes null.
create function refuse_audit_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.actor_id is not null and new.actor_id is null
     and (new.id, new.action, new.target_type, new.target_id, new.target_label, new.note, new.created_at)
       is not distinct from (old.id, old.action, old.target_type, old.target_id, old.target_label, old.note, old.created_at) then
    return new;
  end if;
  raise exception 'the audit log is never edited' using errcode = 'insufficient_privilege';
end $$;
create trigger audit_log_unchangeable before update or delete on audit_log
  for each row execute function refuse_audit_change();
