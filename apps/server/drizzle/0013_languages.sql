-- Each account's language (English or Hindi) and the channels it is told by, and the
-- key and project reference of each notification, so the feed can word it in the reader's
-- current language. Constant defaults: existing rows read English, SMS and e-mail, no rewrite.
ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "channels" jsonb DEFAULT '{"sms":true,"whatsapp":false,"email":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "channels" jsonb DEFAULT '{"sms":true,"whatsapp":false,"email":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "channels" jsonb DEFAULT '{"sms":true,"whatsapp":false,"email":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "channels" jsonb DEFAULT '{"sms":true,"whatsapp":false,"email":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "project_ref" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("admins"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_language_check" CHECK ("service_providers"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_language_check" CHECK ("suppliers"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));