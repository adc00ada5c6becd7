-- What a receipt and the picked quotation print, fixed when they are issued (at confirmation, at
-- the pick), as invoices.details already is: a later change of a profile or of the plan no longer
-- redraws them (modules/documents/). Rows of payments confirmed and projects picked before this
-- migration are written on their document's first download.
CREATE TABLE "issued_quotations" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_receipts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issued_quotations" ADD CONSTRAINT "issued_quotations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD CONSTRAINT "issued_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;