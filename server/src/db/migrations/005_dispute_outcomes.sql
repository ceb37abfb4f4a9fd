-- Dispute outcomes: a dispute is pending (the contract's word, was "open") until an admin
-- upholds or overturns it, and the citizen's notification names the dispute it is about.

alter table disputes drop constraint disputes_status_check;
update disputes set status = 'pending' where status = 'open';
alter table disputes alter column status set default 'pending';
alter table disputes add constraint disputes_status_check check (status in ('pending', 'upheld', 'overturned'));

-- The admin queue's order: pending first, then newest first.
drop index disputes_open;
create index disputes_queue on disputes ((status = 'pending') desc, created_at desc, id desc);

alter table notifications add column dispute_id text references disputes (id) on delete cascade;
