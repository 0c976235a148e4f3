-- Every change to a will's row (each chat turn bumps its revision; finalizing, deleting, and the
-- account deletion's cascade) is announced on the 'legado_testament_changed' channel with the
-- will's id, when the transaction commits. Each server instance listens and drops its cached copy
-- of that conversation (server/src/features/chat/conversation-cache.ts).
CREATE FUNCTION legado_notify_testament_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('legado_testament_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER testaments_changed
AFTER UPDATE OR DELETE ON testaments
FOR EACH ROW EXECUTE FUNCTION legado_notify_testament_changed();
