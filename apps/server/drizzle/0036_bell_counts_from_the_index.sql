-- The bell's count of unread messages by others (modules/notifications/unread-messages.ts) reads
-- each message's author from the index that orders a conversation, where it fetched up to 100 rows
-- (docs/performance.md). The new index is built before the old one goes: while it builds, the
-- conversations can be read (writes to them wait), and the old one's drop holds the table only
-- from there to the migration's commit.
CREATE INDEX "project_messages_page_author_idx" ON "project_messages" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_role","author_id");--> statement-breakpoint
DROP INDEX "project_messages_page_idx";--> statement-breakpoint
ALTER INDEX "project_messages_page_author_idx" RENAME TO "project_messages_page_idx";
