-- A project has its site (docs/product.md#the-site). Projects made before take the customer's
-- profile address, city, postal code and state as their site, each where the profile has it (a
-- postal code only when it is a pincode).
ALTER TABLE "projects" ADD COLUMN "site_address" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_city" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_pincode" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_state" text;--> statement-breakpoint
UPDATE "projects" AS p SET
  "site_address" = nullif(btrim(u."address"), ''),
  "site_city" = nullif(btrim(u."city"), ''),
  "site_pincode" = CASE WHEN btrim(u."postal_code") ~ '^[1-9][0-9]{5}$' THEN btrim(u."postal_code") END,
  "site_state" = nullif(btrim(u."gst_state"), '')
FROM "users" AS u
WHERE u."id" = p."client_id";
