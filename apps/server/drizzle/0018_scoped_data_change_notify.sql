-- A change names the projects it touched and their customers, so that each instance
-- drops only the cached answers that show them (plugins/read-cache-scope.ts), not all of them as
-- migration 0009's notice made it. The payload is `<table>:<project id>:<client id>`, one per
-- project of the statement; PostgreSQL folds identical ones within a transaction. The table's
-- name alone, as before, stands for "anything in this table may have changed": for TRUNCATE, for
-- a statement over more than 100 projects (a payload per project would cost more than emptying
-- the caches), and for rows whose project is gone (deleted in the same transaction, its rows
-- cascading with it). A statement that changed no row says nothing.
--
-- Statement triggers with transition tables, so that a bulk update costs one call; PostgreSQL
-- allows transition tables on a trigger of one event only, hence three triggers (and TRUNCATE's,
-- which has no rows) where 0009 had one.
CREATE FUNCTION "notify_data_change_of"("changed" text, "scopes" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "scopes" IS NULL THEN
    PERFORM pg_notify('greenscape_data_change', "changed");
  ELSE
    PERFORM pg_notify('greenscape_data_change', "changed" || ':' || s) FROM unnest("scopes") s;
  END IF;
END
$$;
--> statement-breakpoint
-- Projects name themselves. An update sends the client id of the row before and after: it never
-- changes, but were it to, the old customer's list must hear of it too.
CREATE FUNCTION "notify_project_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "scopes" text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(s) INTO "scopes" FROM (
      SELECT DISTINCT n."id"::text || ':' || n."client_id"::text AS s FROM "new_rows" n LIMIT 101
    ) r;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(s) INTO "scopes" FROM (
      SELECT o."id"::text || ':' || o."client_id"::text AS s FROM "old_rows" o
      UNION
      SELECT n."id"::text || ':' || n."client_id"::text FROM "new_rows" n
      LIMIT 101
    ) r;
  ELSE
    SELECT array_agg(s) INTO "scopes" FROM (
      SELECT DISTINCT o."id"::text || ':' || o."client_id"::text AS s FROM "old_rows" o LIMIT 101
    ) r;
  END IF;
  IF "scopes" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM "notify_data_change_of"(TG_TABLE_NAME, CASE WHEN cardinality("scopes") > 100 THEN NULL ELSE "scopes" END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A table of a project's parts (its project_id is NOT NULL in every such table): the client id
-- comes from the project, as it stands in this transaction.
CREATE FUNCTION "notify_project_part_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" uuid[];
  "scopes" text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("project_id") INTO "ids" FROM (
      SELECT DISTINCT "project_id" FROM "new_rows" LIMIT 101
    ) r;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg("project_id") INTO "ids" FROM (
      SELECT "project_id" FROM "old_rows" UNION SELECT "project_id" FROM "new_rows" LIMIT 101
    ) r;
  ELSE
    SELECT array_agg("project_id") INTO "ids" FROM (
      SELECT DISTINCT "project_id" FROM "old_rows" LIMIT 101
    ) r;
  END IF;
  IF "ids" IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality("ids") <= 100 THEN
    SELECT array_agg(p."id"::text || ':' || p."client_id"::text) INTO "scopes"
      FROM "projects" p WHERE p."id" = ANY("ids");
  END IF;
  PERFORM "notify_data_change_of"(
    TG_TABLE_NAME,
    CASE WHEN cardinality("scopes") = cardinality("ids") THEN "scopes" ELSE NULL END
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "projects_data_change_notify" ON "projects";
--> statement-breakpoint
CREATE TRIGGER "projects_data_change_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_change"();
--> statement-breakpoint
CREATE TRIGGER "projects_data_change_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_change"();
--> statement-breakpoint
CREATE TRIGGER "projects_data_change_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_change"();
--> statement-breakpoint
CREATE TRIGGER "projects_data_change_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "quotation_templates_data_change_notify" ON "quotation_templates";
--> statement-breakpoint
CREATE TRIGGER "quotation_templates_data_change_insert" AFTER INSERT ON "quotation_templates" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_templates_data_change_update" AFTER UPDATE ON "quotation_templates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_templates_data_change_delete" AFTER DELETE ON "quotation_templates" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_templates_data_change_truncate" AFTER TRUNCATE ON "quotation_templates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "partner_quotations_data_change_notify" ON "partner_quotations";
--> statement-breakpoint
CREATE TRIGGER "partner_quotations_data_change_insert" AFTER INSERT ON "partner_quotations" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "partner_quotations_data_change_update" AFTER UPDATE ON "partner_quotations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "partner_quotations_data_change_delete" AFTER DELETE ON "partner_quotations" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "partner_quotations_data_change_truncate" AFTER TRUNCATE ON "partner_quotations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "quotation_invitations_data_change_notify" ON "quotation_invitations";
--> statement-breakpoint
CREATE TRIGGER "quotation_invitations_data_change_insert" AFTER INSERT ON "quotation_invitations" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_invitations_data_change_update" AFTER UPDATE ON "quotation_invitations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_invitations_data_change_delete" AFTER DELETE ON "quotation_invitations" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "quotation_invitations_data_change_truncate" AFTER TRUNCATE ON "quotation_invitations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "site_visits_data_change_notify" ON "site_visits";
--> statement-breakpoint
CREATE TRIGGER "site_visits_data_change_insert" AFTER INSERT ON "site_visits" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "site_visits_data_change_update" AFTER UPDATE ON "site_visits" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "site_visits_data_change_delete" AFTER DELETE ON "site_visits" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "site_visits_data_change_truncate" AFTER TRUNCATE ON "site_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "milestones_data_change_notify" ON "milestones";
--> statement-breakpoint
CREATE TRIGGER "milestones_data_change_insert" AFTER INSERT ON "milestones" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestones_data_change_update" AFTER UPDATE ON "milestones" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestones_data_change_delete" AFTER DELETE ON "milestones" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestones_data_change_truncate" AFTER TRUNCATE ON "milestones"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "milestone_changes_data_change_notify" ON "milestone_changes";
--> statement-breakpoint
CREATE TRIGGER "milestone_changes_data_change_insert" AFTER INSERT ON "milestone_changes" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_changes_data_change_update" AFTER UPDATE ON "milestone_changes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_changes_data_change_delete" AFTER DELETE ON "milestone_changes" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "milestone_changes_data_change_truncate" AFTER TRUNCATE ON "milestone_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "project_messages_data_change_notify" ON "project_messages";
--> statement-breakpoint
CREATE TRIGGER "project_messages_data_change_insert" AFTER INSERT ON "project_messages" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "project_messages_data_change_update" AFTER UPDATE ON "project_messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "project_messages_data_change_delete" AFTER DELETE ON "project_messages" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "project_messages_data_change_truncate" AFTER TRUNCATE ON "project_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "payments_data_change_notify" ON "payments";
--> statement-breakpoint
CREATE TRIGGER "payments_data_change_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "payments_data_change_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "payments_data_change_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "payments_data_change_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
DROP TRIGGER "ratings_data_change_notify" ON "ratings";
--> statement-breakpoint
CREATE TRIGGER "ratings_data_change_insert" AFTER INSERT ON "ratings" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "ratings_data_change_update" AFTER UPDATE ON "ratings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "ratings_data_change_delete" AFTER DELETE ON "ratings" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_project_part_change"();
--> statement-breakpoint
CREATE TRIGGER "ratings_data_change_truncate" AFTER TRUNCATE ON "ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
