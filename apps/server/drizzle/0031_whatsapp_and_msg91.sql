-- WhatsApp and DLT SMS (docs/messaging.md): each message's notice, template, provider id and
-- delivery; each inbound WhatsApp message handled once; a customer's pending change request; the
-- time of each account's WhatsApp opt-in. A box ticked before there was WhatsApp gets no date: it
-- was never a consent to messages, and WhatsApp waits for the person to opt in on their page.
CREATE TABLE "whatsapp_awaiting" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone" smallint NOT NULL,
	"text" text,
	"photos" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"message_id" text PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_channel_check";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "whatsapp_opted_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "whatsapp_opted_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "whatsapp_opted_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opted_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "notification_id" uuid;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "delivery_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_awaiting" ADD CONSTRAINT "whatsapp_awaiting_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_awaiting" ADD CONSTRAINT "whatsapp_awaiting_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_notice_idx" ON "outbound_messages" USING btree ("notification_id","channel") WHERE "outbound_messages"."notification_id" is not null;--> statement-breakpoint
CREATE INDEX "outbound_messages_provider_idx" ON "outbound_messages" USING btree ("provider_id") WHERE "outbound_messages"."provider_id" is not null;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_delivery_check" CHECK ("outbound_messages"."delivery" in ('delivered', 'read', 'failed', 'fell-back'));--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('sms', 'email', 'whatsapp'));
