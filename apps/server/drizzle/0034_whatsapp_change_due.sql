-- A WhatsApp change request is made a quiet minute after the customer's last message once its
-- words came, so that photos sent after the words join them; an instance that makes it holds the
-- row for a while, and another takes it up if that one died (docs/messaging.md).
ALTER TABLE "whatsapp_awaiting" ADD COLUMN "due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_awaiting" ADD COLUMN "taken_until" timestamp (3) with time zone;
