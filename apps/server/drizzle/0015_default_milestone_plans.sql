-- Projects picked before the work plan existed get the default plan the pick now makes
-- (apps/server/src/modules/execution/default-plan.ts): 10 / 40 / 40 / 10 %, each amount rounded to
-- the rupee, the last taking the remainder so that they add up to the picked final cost.
INSERT INTO "milestones" ("project_id", "num", "title", "percent", "amount_paise")
SELECT p."id", d."num", d."title", d."percent",
  CASE WHEN d."num" = 4 THEN
    coalesce(q."final_costing_paise", 0)
      - round(coalesce(q."final_costing_paise", 0)::numeric * 10 / 10000) * 100
      - 2 * round(coalesce(q."final_costing_paise", 0)::numeric * 40 / 10000) * 100
  ELSE round(coalesce(q."final_costing_paise", 0)::numeric * d."percent" / 10000) * 100
  END
FROM "projects" p
JOIN "partner_quotations" q ON q."project_id" = p."id" AND q."num" = p."selected_quotation"
CROSS JOIN (VALUES
  (1, 'Booking advance', 10),
  (2, 'Materials on site', 40),
  (3, 'Planting and installation', 40),
  (4, 'Handover', 10)
) AS d("num", "title", "percent")
WHERE p."selected_quotation" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "milestones" m WHERE m."project_id" = p."id");
