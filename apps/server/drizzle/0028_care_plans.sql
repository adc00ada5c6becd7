-- Care after the handover (docs/product.md#care-plans): a plan the team offers for a completed
-- garden, its visits by the day, and the fee of each month it ran (one per plan and month).
CREATE TABLE "care_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"starts_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_fees_amount_check" CHECK ("care_fees"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "care_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"visits_per_month" integer NOT NULL,
	"months" integer NOT NULL,
	"monthly_fee_paise" bigint NOT NULL,
	"start_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_plans_status_check" CHECK ("care_plans"."status" in ('offered', 'active', 'paused', 'declined', 'cancelled', 'ended')),
	CONSTRAINT "care_plans_fee_check" CHECK ("care_plans"."monthly_fee_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "care_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"on" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"log" jsonb,
	"photos" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"done_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_visits_status_check" CHECK ("care_visits"."status" in ('scheduled', 'done', 'missed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "care_fees" ADD CONSTRAINT "care_fees_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_fees" ADD CONSTRAINT "care_fees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_visits" ADD CONSTRAINT "care_visits_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_visits" ADD CONSTRAINT "care_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_fees_month_idx" ON "care_fees" USING btree ("plan_id","month");--> statement-breakpoint
CREATE INDEX "care_fees_project_idx" ON "care_fees" USING btree ("project_id","starts_on");--> statement-breakpoint
CREATE INDEX "care_plans_project_idx" ON "care_plans" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "care_plans_current_idx" ON "care_plans" USING btree ("project_id") WHERE "care_plans"."status" in ('offered', 'active', 'paused');--> statement-breakpoint
CREATE INDEX "care_visits_plan_idx" ON "care_visits" USING btree ("plan_id","on");--> statement-breakpoint
CREATE INDEX "care_visits_scheduled_idx" ON "care_visits" USING btree ("on") WHERE "care_visits"."status" = 'scheduled';--> statement-breakpoint
-- A plan's fees join what the project owes, which its cached pages show (plugins/read-cache-tables.ts):
-- announced as every part of a project is (migration 0018).
CREATE TRIGGER "care_fees_data_change_insert" AFTER INSERT ON "care_fees" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "care_fees_data_change_update" AFTER UPDATE ON "care_fees" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "care_fees_data_change_delete" AFTER DELETE ON "care_fees" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "care_fees_data_change_truncate" AFTER TRUNCATE ON "care_fees"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
