DROP INDEX "service_providers_created_idx";--> statement-breakpoint
DROP INDEX "suppliers_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
DROP INDEX "projects_status_created_idx";--> statement-breakpoint
DROP INDEX "projects_client_created_idx";--> statement-breakpoint
DROP INDEX "partner_quotations_partner_idx";--> statement-breakpoint
DROP INDEX "quotation_invitations_partner_idx";--> statement-breakpoint
DROP INDEX "otp_codes_phone_created_idx";--> statement-breakpoint
DROP INDEX "uploads_owner_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "outbound_messages_recipient_idx";--> statement-breakpoint
DROP INDEX "ratings_partner_idx";--> statement-breakpoint
DROP INDEX "support_messages_open_idx";--> statement-breakpoint
DROP INDEX "audit_events_project_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
CREATE INDEX "service_providers_created_idx" ON "service_providers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "suppliers_created_idx" ON "suppliers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_client_created_idx" ON "projects" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_quotations_partner_idx" ON "partner_quotations" USING btree ("partner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotation_invitations_partner_idx" ON "quotation_invitations" USING btree ("partner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "otp_codes_phone_created_idx" ON "otp_codes" USING btree ("phone","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_role","owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_role","recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ratings_partner_idx" ON "ratings" USING btree ("partner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_messages_open_idx" ON "support_messages" USING btree ("handled_at","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_project_idx" ON "audit_events" USING btree ("project_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_role","actor_id","created_at" DESC NULLS FIRST);