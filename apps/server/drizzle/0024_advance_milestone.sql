-- The first milestone of a plan may be an advance: money, not work, approved once it is paid in
-- full and never asked for proof (modules/execution/advance.ts). Plans made before this kept the
-- default's 'Booking advance' as their first milestone, so that one becomes the advance; its
-- amount is unchanged. Where the confirmed payments already cover it, it is approved now, as
-- confirming them would have done; where it waits for a review, it goes back to planned, since
-- nobody reviews an advance (the automatic approval would otherwise approve it unpaid).
ALTER TABLE "milestones" ADD COLUMN "advance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_advance_check" CHECK (not "milestones"."advance" or "milestones"."num" = 1);--> statement-breakpoint
UPDATE "milestones" SET "advance" = true WHERE "num" = 1 AND "title" = 'Booking advance';--> statement-breakpoint
UPDATE "milestones" m SET "status" = 'approved', "approved_at" = now(), "auto_approved" = false
  WHERE m."advance" AND m."status" <> 'approved'
    AND m."amount_paise" <= (SELECT coalesce(sum(p."amount_paise"), 0) FROM "payments" p
      WHERE p."project_id" = m."project_id" AND p."status" = 'confirmed');--> statement-breakpoint
UPDATE "milestones" SET "status" = 'planned', "reminded_at" = null
  WHERE "advance" AND "status" IN ('submitted', 'changes-requested');
