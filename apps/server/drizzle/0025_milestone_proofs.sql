-- Every proof a partner sends for a milestone is kept (modules/execution/steps/submit-proof.ts):
-- one sent again after the customer asked for changes no longer replaces the one they reviewed.
-- The proofs move out of milestones, which keeps only when the latest was sent (the review's
-- clock), so that a proof is held in one place.
CREATE TABLE "milestone_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"note" text NOT NULL,
	"photos" uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestone_proofs" ADD CONSTRAINT "milestone_proofs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_proofs_project_idx" ON "milestone_proofs" USING btree ("project_id","num","created_at");--> statement-breakpoint
-- The one proof each milestone kept so far is its first entry.
INSERT INTO "milestone_proofs" ("project_id", "num", "note", "photos", "created_at")
  SELECT "project_id", "num", "proof_note", coalesce("proof_photos", '{}'), "submitted_at"
  FROM "milestones" WHERE "submitted_at" IS NOT NULL AND "proof_note" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" DROP COLUMN "proof_note";--> statement-breakpoint
ALTER TABLE "milestones" DROP COLUMN "proof_photos";--> statement-breakpoint
-- Announced as every part of a project is (migration 0018), so a cached plan drops when a proof
-- is added (plugins/read-cache-tables.ts).
CREATE TRIGGER "milestone_proofs_data_change_insert" AFTER INSERT ON "milestone_proofs" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_proofs_data_change_update" AFTER UPDATE ON "milestone_proofs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_proofs_data_change_delete" AFTER DELETE ON "milestone_proofs" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_proofs_data_change_truncate" AFTER TRUNCATE ON "milestone_proofs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
