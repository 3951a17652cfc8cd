-- A queued e-mail wakes every instance's dispatcher when its transaction commits (decision 041):
-- announced by the table itself, so the caller's transaction makes no extra round trip, and every
-- way of queuing one is covered. The channel and payload are events/changes.ts's.
CREATE FUNCTION mail_outbox_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ridgeline_changes', 'mail');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mail_outbox_announce AFTER INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION mail_outbox_announce();
