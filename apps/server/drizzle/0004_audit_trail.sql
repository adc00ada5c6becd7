CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"route" text NOT NULL,
	"project_id" uuid,
	"status_code" integer NOT NULL,
	"address" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_project_idx" ON "audit_events" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_role","actor_id","created_at" DESC NULLS LAST);