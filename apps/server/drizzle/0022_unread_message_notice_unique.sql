-- A participant holds at most one unread message notice per project (conversation-notices.ts);
-- should a database hold more (written before the rule was kept under a lock), all but the
-- newest are marked read, so the unique index below can be built.
UPDATE "notifications" SET "read_at" = now()
WHERE "kind" = 'Message' AND "read_at" IS NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("recipient_role", "recipient_id", "project_id") "id"
  FROM "notifications"
  WHERE "kind" = 'Message' AND "read_at" IS NULL
  ORDER BY "recipient_role", "recipient_id", "project_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
DROP INDEX "notifications_project_unread_message_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_message_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_idx" ON "notifications" USING btree ("recipient_role","recipient_id","project_id") WHERE "notifications"."read_at" is null and "notifications"."kind" = 'Message';
