-- A participant holds at most one unread message notice per project (conversation-notices.ts);
-- should a database hold more (written before the rule was kept under a lock), all but the
-- newest are marked read, so the unique index below can be built. EXISTS walks the old index
-- per row, where NOT IN over a large list would compare every notice with every other.
UPDATE "notifications" AS "n" SET "read_at" = now()
WHERE "n"."kind" = 'Message' AND "n"."read_at" IS NULL AND EXISTS (
  SELECT 1 FROM "notifications" AS "m"
  WHERE "m"."recipient_role" = "n"."recipient_role"
    AND "m"."recipient_id" = "n"."recipient_id"
    AND "m"."project_id" = "n"."project_id"
    AND "m"."kind" = 'Message' AND "m"."read_at" IS NULL
    AND ("m"."created_at", "m"."id") > ("n"."created_at", "n"."id")
);--> statement-breakpoint
DROP INDEX "notifications_project_unread_message_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_message_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_idx" ON "notifications" USING btree ("recipient_role","recipient_id","project_id") WHERE "notifications"."read_at" is null and "notifications"."kind" = 'Message';
