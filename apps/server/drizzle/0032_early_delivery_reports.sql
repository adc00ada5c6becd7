-- A provider's delivery report may arrive before the sender saved the id it answered: it waits
-- here until then (messaging/delivery-report.ts). The inbound WhatsApp ids get an index by age,
-- for the housekeeping sweep that keeps them a week.
CREATE TABLE "early_delivery_reports" (
	"provider_id" text NOT NULL,
	"channel" text NOT NULL,
	"reported" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_delivery_reports_provider_id_channel_reported_pk" PRIMARY KEY("provider_id","channel","reported")
);
--> statement-breakpoint
CREATE INDEX "early_delivery_reports_received_idx" ON "early_delivery_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_received_idx" ON "whatsapp_inbound" USING btree ("created_at");