CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT 'Admin' NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"google_subject" text,
	"name" text,
	"phone" text,
	"img" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"services_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_projects_completed" integer DEFAULT 0 NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"google_subject" text,
	"name" text,
	"phone" text,
	"img" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"google_subject" text,
	"name" text,
	"phone" text,
	"img" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"material_name" text NOT NULL,
	"material_price_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"service" text NOT NULL,
	"area" text,
	"budget" text NOT NULL,
	"description" text NOT NULL,
	"photos" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"designs" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"design_selected" integer,
	"quotation_sent" boolean DEFAULT false NOT NULL,
	"quotation_window_closes_at" timestamp with time zone,
	"visible_to_client" boolean DEFAULT false NOT NULL,
	"selected_quotation" integer,
	"selected_partner_id" uuid,
	"status" text DEFAULT 'New' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('New', 'In Progress', 'Completed')),
	CONSTRAINT "projects_design_selected_check" CHECK ("projects"."design_selected" between 1 and 9),
	CONSTRAINT "projects_selected_quotation_check" CHECK ("projects"."selected_quotation" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "partner_quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"template_line_id" uuid,
	"position" integer NOT NULL,
	"service_desc" text NOT NULL,
	"quantity" integer NOT NULL,
	"lower_range_paise" bigint NOT NULL,
	"upper_range_paise" bigint NOT NULL,
	"sp_costing_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"supplier_costing_paise" bigint,
	"supplier_details" text,
	CONSTRAINT "partner_quotation_lines_position_key" UNIQUE("quotation_id","position"),
	CONSTRAINT "partner_quotation_lines_in_range_check" CHECK ("partner_quotation_lines"."sp_costing_paise" between "partner_quotation_lines"."lower_range_paise" and "partner_quotation_lines"."upper_range_paise")
);
--> statement-breakpoint
CREATE TABLE "partner_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"finalized" boolean DEFAULT false NOT NULL,
	"total_amount_paise" bigint NOT NULL,
	"total_supplier_costing_paise" bigint,
	"final_costing_paise" bigint,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_quotations_project_partner_key" UNIQUE("project_id","partner_id"),
	CONSTRAINT "partner_quotations_project_num_key" UNIQUE("project_id","num"),
	CONSTRAINT "partner_quotations_num_check" CHECK ("partner_quotations"."num" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "quotation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "quotation_invitations_project_partner_key" UNIQUE("project_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "quotation_template_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_desc" text NOT NULL,
	"quantity" integer NOT NULL,
	"lower_range_paise" bigint NOT NULL,
	"upper_range_paise" bigint NOT NULL,
	CONSTRAINT "quotation_template_lines_position_key" UNIQUE("template_id","position"),
	CONSTRAINT "quotation_template_lines_quantity_check" CHECK ("quotation_template_lines"."quantity" > 0),
	CONSTRAINT "quotation_template_lines_range_check" CHECK ("quotation_template_lines"."lower_range_paise" >= 0 and "quotation_template_lines"."lower_range_paise" <= "quotation_template_lines"."upper_range_paise")
);
--> statement-breakpoint
CREATE TABLE "quotation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_templates_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('login', 'signup', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text DEFAULT 'signin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_role_check" CHECK ("sessions"."role" in ('user', 'admin', 'service-provider', 'supplier')),
	CONSTRAINT "sessions_purpose_check" CHECK ("sessions"."purpose" in ('signin', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_role" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('project-photo', 'design', 'gallery', 'avatar'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_role" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"project_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('sms', 'email')),
	CONSTRAINT "outbound_messages_status_check" CHECK ("outbound_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_materials" ADD CONSTRAINT "supplier_materials_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_selected_partner_id_service_providers_id_fk" FOREIGN KEY ("selected_partner_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotation_lines" ADD CONSTRAINT "partner_quotation_lines_quotation_id_partner_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."partner_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotation_lines" ADD CONSTRAINT "partner_quotation_lines_template_line_id_quotation_template_lines_id_fk" FOREIGN KEY ("template_line_id") REFERENCES "public"."quotation_template_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotations" ADD CONSTRAINT "partner_quotations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotations" ADD CONSTRAINT "partner_quotations_partner_id_service_providers_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_invitations" ADD CONSTRAINT "quotation_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_invitations" ADD CONSTRAINT "quotation_invitations_partner_id_service_providers_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_template_lines" ADD CONSTRAINT "quotation_template_lines_template_id_quotation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."quotation_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_templates" ADD CONSTRAINT "quotation_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_templates" ADD CONSTRAINT "quotation_templates_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_partner_id_service_providers_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_handled_by_admins_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_email_key" ON "service_providers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_phone_key" ON "service_providers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_google_subject_key" ON "service_providers" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "service_providers_services_idx" ON "service_providers" USING gin ("services");--> statement-breakpoint
CREATE INDEX "service_providers_created_idx" ON "service_providers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_email_key" ON "suppliers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_phone_key" ON "suppliers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_google_subject_key" ON "suppliers" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "suppliers_created_idx" ON "suppliers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_materials_supplier_idx" ON "supplier_materials" USING btree ("supplier_id","position");--> statement-breakpoint
CREATE INDEX "supplier_materials_name_idx" ON "supplier_materials" USING btree ("material_name");--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_client_created_idx" ON "projects" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_selected_partner_idx" ON "projects" USING btree ("selected_partner_id");--> statement-breakpoint
CREATE INDEX "partner_quotations_partner_idx" ON "partner_quotations" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotation_invitations_partner_idx" ON "quotation_invitations" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "otp_codes_phone_created_idx" ON "otp_codes" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_verifications_expires_idx" ON "phone_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("role","account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_role","owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_role","recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_role","recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbound_messages_pending_idx" ON "outbound_messages" USING btree ("created_at") WHERE "outbound_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ratings_partner_idx" ON "ratings" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_open_idx" ON "support_messages" USING btree ("handled_at","created_at" DESC NULLS LAST);