CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_on" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"receipt_no" text,
	"created_by_role" text NOT NULL,
	"created_by_id" uuid NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('upi', 'bank-transfer', 'cash', 'cheque')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('reported', 'confirmed', 'rejected')),
	CONSTRAINT "payments_created_by_role_check" CHECK ("payments"."created_by_role" in ('user', 'admin')),
	CONSTRAINT "payments_receipt_check" CHECK (("payments"."status" = 'confirmed') = ("payments"."receipt_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_on" date NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('upi', 'bank-transfer', 'cash', 'cheque'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_service_providers_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_no_key" ON "payments" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "payments_project_idx" ON "payments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reported_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'reported';--> statement-breakpoint
CREATE INDEX "payouts_project_idx" ON "payouts" USING btree ("project_id","created_at");--> statement-breakpoint
-- Receipt ('GS') and invoice ('IN') numbers, `GS/2026-27/0001`, per Indian financial
-- year (April to March, India time), at most 16 characters. The counter row is updated in the
-- caller's transaction, as next_project_ref() of 0012 does: two instances confirming at once
-- wait for each other's row lock and never share a number, and a rolled-back confirmation gives
-- its number back, so the series has no gaps. The unique indexes hold the same line.
CREATE FUNCTION "next_document_no"("series" text, "at" timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
  INSERT INTO "document_counters" AS c ("series", "financial_year", "last")
    VALUES (
      "series",
      (SELECT (y - s) || '-' || lpad(((y - s + 1) % 100)::text, 2, '0')
         FROM (SELECT extract(year FROM "at" AT TIME ZONE 'Asia/Kolkata')::int AS y,
                      CASE WHEN extract(month FROM "at" AT TIME ZONE 'Asia/Kolkata') < 4 THEN 1 ELSE 0 END AS s) d),
      1)
    ON CONFLICT ("series", "financial_year") DO UPDATE SET "last" = c."last" + 1
    RETURNING c."series" || '/' || c."financial_year" || '/' || lpad(c."last"::text, greatest(4, length(c."last"::text)), '0')
$$;
--> statement-breakpoint
-- The workflow state of cached project reads includes what is outstanding (migration 0009).
CREATE TRIGGER "payments_data_change_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
