-- The job after the pick (docs/product.md#after-the-pick):
-- the site visit, the milestones with their proof and change requests, the project's conversation
-- with each participant's read mark, and the photos attached to a project. Work photos are a new
-- upload purpose. The tables the project pages show tell the read cache when they change (0009).
CREATE TABLE "milestone_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"text" text NOT NULL,
	"photos" uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"project_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"title" text NOT NULL,
	"percent" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"proof_note" text,
	"proof_photos" uuid[],
	"submitted_at" timestamp (3) with time zone,
	"approved_at" timestamp (3) with time zone,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp (3) with time zone,
	CONSTRAINT "milestones_project_id_num_pk" PRIMARY KEY("project_id","num"),
	CONSTRAINT "milestones_num_check" CHECK ("milestones"."num" between 1 and 8),
	CONSTRAINT "milestones_percent_check" CHECK ("milestones"."percent" between 1 and 100),
	CONSTRAINT "milestones_status_check" CHECK ("milestones"."status" in ('planned', 'submitted', 'changes-requested', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "project_attachments" (
	"upload_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_attachments_upload_id_project_id_pk" PRIMARY KEY("upload_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "project_message_reads" (
	"project_id" uuid NOT NULL,
	"reader_role" text NOT NULL,
	"reader_id" uuid NOT NULL,
	"read_at" timestamp (3) with time zone,
	"last_channel_at" timestamp (3) with time zone,
	CONSTRAINT "project_message_reads_project_id_reader_role_reader_id_pk" PRIMARY KEY("project_id","reader_role","reader_id")
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"photos" uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_messages_role_check" CHECK ("project_messages"."author_role" in ('user', 'admin', 'service-provider'))
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"slots" timestamp (3) with time zone[] NOT NULL,
	"confirmed_slot" timestamp (3) with time zone,
	"report_notes" text,
	"report_measured_area" text,
	"report_photos" uuid[],
	"reported_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "picked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "milestone_changes" ADD CONSTRAINT "milestone_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_message_reads" ADD CONSTRAINT "project_message_reads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_changes_project_idx" ON "milestone_changes" USING btree ("project_id","num","created_at");--> statement-breakpoint
CREATE INDEX "milestones_submitted_idx" ON "milestones" USING btree ("submitted_at") WHERE "milestones"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "project_message_reads_reader_idx" ON "project_message_reads" USING btree ("reader_role","reader_id");--> statement-breakpoint
CREATE INDEX "project_messages_page_idx" ON "project_messages" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('project-photo', 'design', 'gallery', 'avatar', 'work-photo'));
--> statement-breakpoint
-- Projects picked before this migration: their pick time is best known as their last change.
UPDATE "projects" SET "picked_at" = "updated_at" WHERE "selected_quotation" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER "site_visits_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "milestones_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "milestones"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_changes_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "milestone_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "project_messages_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
