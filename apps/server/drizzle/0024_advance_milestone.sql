-- The first milestone of a plan may be an advance: money, not work, approved once it is paid in
-- full and never asked for proof (modules/execution/advance.ts). Plans made before this kept the
-- default's 'Booking advance' as their first milestone, so that one becomes the advance; its
-- amount is unchanged. Where the confirmed payments already cover it, it is approved, dated when
-- they came to cover it, as confirming them would have done; anywhere else it is to pay: planned,
-- also where the customer had approved its proof before paying it or it waited for a review,
-- since nobody reviews an advance (the automatic approval would otherwise approve it unpaid).
ALTER TABLE "milestones" ADD COLUMN "advance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_advance_check" CHECK (not "milestones"."advance" or "milestones"."num" = 1);--> statement-breakpoint
UPDATE "milestones" SET "advance" = true WHERE "num" = 1 AND "title" = 'Booking advance';--> statement-breakpoint
UPDATE "milestones" m SET "status" = 'approved', "auto_approved" = false,
    "approved_at" = (SELECT min(c.at) FROM (
      SELECT coalesce(p."decided_at", p."created_at") AS at, sum(p."amount_paise") OVER (
        ORDER BY coalesce(p."decided_at", p."created_at"), p."id") AS running
      FROM "payments" p WHERE p."project_id" = m."project_id" AND p."status" = 'confirmed') c
    WHERE c.running >= m."amount_paise")
  WHERE m."advance"
    AND m."amount_paise" <= (SELECT coalesce(sum(p."amount_paise"), 0) FROM "payments" p
      WHERE p."project_id" = m."project_id" AND p."status" = 'confirmed');--> statement-breakpoint
UPDATE "milestones" m SET "status" = 'planned', "approved_at" = null, "auto_approved" = false
  WHERE m."advance" AND m."status" = 'approved'
    AND m."amount_paise" > (SELECT coalesce(sum(p."amount_paise"), 0) FROM "payments" p
      WHERE p."project_id" = m."project_id" AND p."status" = 'confirmed');--> statement-breakpoint
UPDATE "milestones" SET "status" = 'planned', "reminded_at" = null
  WHERE "advance" AND "status" IN ('submitted', 'changes-requested');
