-- The bell's count of unread messages by others (modules/notifications/unread-messages.ts) reads
-- each message's author from the index that orders a conversation, not from each message's row: an
-- index-only scan of up to 100 entries where it fetched up to 100 rows (docs/performance.md).
DROP INDEX "project_messages_page_idx";--> statement-breakpoint
CREATE INDEX "project_messages_page_idx" ON "project_messages" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_role","author_id");