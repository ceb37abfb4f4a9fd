-- A citizen disputes a suggestion on a text once, and the ruling shows in their reputation history.

-- Finds a citizen's earlier dispute of the same suggestion on the same text (the service refuses a
-- second one under the citizen's row lock). Not unique: disputes filed before this rule may repeat.
create index disputes_filed on disputes (user_id, (ai_feedback ->> 'id'), md5(user_text));

-- The ruling a reputation event comes from, so the history can show its outcome and the admin's note.
alter table reputation_events add column dispute_id text references disputes (id) on delete set null;
