-- Each instance keeps the sessions it has just read in memory. Any change to a session
-- row, from any instance or by hand, tells every instance to forget it at once.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenscape_session_change', OLD."id_hash");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_change_notify" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
