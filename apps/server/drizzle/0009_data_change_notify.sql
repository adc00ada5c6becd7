-- Each instance may keep the answers of its busiest reads for a few seconds. Any
-- statement that changes the data those reads show tells every instance to drop them. Sessions
-- have their own notice (0008); codes, limits, audit records, notifications and the outbox are
-- not shown by those reads, and change too often to be worth it.
CREATE FUNCTION "notify_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenscape_data_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "service_providers_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_providers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "suppliers_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "suppliers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "admins_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admins"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "uploads_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uploads"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "supplier_materials_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supplier_materials"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "ratings_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "projects_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_templates_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quotation_templates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_template_lines_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quotation_template_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "partner_quotations_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_quotations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "partner_quotation_lines_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_quotation_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_invitations_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quotation_invitations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "support_messages_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
