-- The partner's care visits of the next 7 days are read from its projects (modules/care/lists.ts):
-- each project's scheduled visits by day.
CREATE INDEX "care_visits_project_scheduled_idx" ON "care_visits" USING btree ("project_id","on") WHERE "care_visits"."status" = 'scheduled';