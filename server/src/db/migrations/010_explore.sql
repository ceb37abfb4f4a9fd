-- Explore reads windows of recent activity: these let it range-scan the last 7 days instead of
-- every tag or reputation event ever written.
create index post_hashtags_created on post_hashtags (created_at);
create index reputation_events_created on reputation_events (created_at);
