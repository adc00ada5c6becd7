-- A reference people can read out on the phone, GS-YYMM-NNNN, numbered per month
-- (India time). The counter row of the month is updated by the inserting transaction itself, so
-- two instances creating at once wait for each other's row lock and never share a number, and a
-- rolled-back insert gives its number back. The unique index holds the same line.
CREATE TABLE "project_ref_counters" (
	"month" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "next_project_ref"("at" timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
  INSERT INTO "project_ref_counters" AS c ("month", "last")
    VALUES (to_char("at" AT TIME ZONE 'Asia/Kolkata', 'YYMM'), 1)
    ON CONFLICT ("month") DO UPDATE SET "last" = c."last" + 1
    RETURNING 'GS-' || c."month" || '-' || lpad(c."last"::text, greatest(4, length(c."last"::text)), '0')
$$;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ref" text;
--> statement-breakpoint
-- Projects made before this migration: numbered in the order they were created, per month.
UPDATE "projects" p SET "ref" = 'GS-' || r."month" || '-' || lpad(r."n"::text, greatest(4, length(r."n"::text)), '0')
  FROM (
    SELECT "id", to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') AS "month",
      row_number() OVER (PARTITION BY to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') ORDER BY "created_at", "id") AS "n"
    FROM "projects"
  ) r
  WHERE r."id" = p."id";
--> statement-breakpoint
INSERT INTO "project_ref_counters" ("month", "last")
  SELECT to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM'), count(*)::integer
  FROM "projects" GROUP BY 1;
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "ref" SET DEFAULT next_project_ref(now());
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "ref" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "projects_ref_key" ON "projects" USING btree ("ref");
