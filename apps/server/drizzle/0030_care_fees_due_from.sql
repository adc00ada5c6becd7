-- A care fee's 15 days to the pause run from its month's first day, or from the day a paused plan
-- resumed for a month that began during the pause (docs/decisions/0012-care-fees-in-the-ledger.md).
ALTER TABLE "care_fees" ADD COLUMN "due_from" date;--> statement-breakpoint
UPDATE "care_fees" SET "due_from" = "starts_on";--> statement-breakpoint
ALTER TABLE "care_fees" ALTER COLUMN "due_from" SET NOT NULL;
