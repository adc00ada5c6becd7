-- A sign-in's lastSeenAt is written at most once a minute (modules/sessions/session-store.ts),
-- and each write told every instance to forget the session (0008), so the request after it read the
-- row again, and so did every other instance. A touch only moves lastSeenAt forward, and is no
-- longer announced; any other change, lastSeenAt moved back (by hand), or a deletion still is
-- (modules/sessions/session-cache.ts).
DROP TRIGGER "sessions_change_notify" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_change_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_change_notify_update" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at')
    OR NEW."last_seen_at" < OLD."last_seen_at")
  EXECUTE FUNCTION "notify_session_change"();
