-- The warranty after completion (docs/product.md#warranty): its last day on the project, fixed at
-- completion, and the claims made within it. Projects completed before get the default 90 days
-- from the day of their completion in India.
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"text" text NOT NULL,
	"photos" uuid[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"visit_on" date,
	"fix_note" text,
	"fix_photos" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"fixed_at" timestamp (3) with time zone,
	"reason" text,
	"reminded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_status_check" CHECK ("warranty_claims"."status" in ('open', 'scheduled', 'fixed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "warranty_ends_on" date;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claims_project_idx" ON "warranty_claims" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_waiting_idx" ON "warranty_claims" USING btree ("updated_at") WHERE "warranty_claims"."status" = 'open' and "warranty_claims"."reminded_at" is null;--> statement-breakpoint
UPDATE "projects"
  SET "warranty_ends_on" = ("completed_at" AT TIME ZONE 'Asia/Kolkata')::date + 90
  WHERE "completed_at" IS NOT NULL;
