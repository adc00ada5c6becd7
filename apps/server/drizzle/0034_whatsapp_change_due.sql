-- A WhatsApp change request is made a quiet minute after the customer's last message once its
-- words came, so that photos sent after the words join them (docs/messaging.md).
ALTER TABLE "whatsapp_awaiting" ADD COLUMN "due_at" timestamp (3) with time zone;
