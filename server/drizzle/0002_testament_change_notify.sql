-- Every update of a will's row bumps its revision, whoever makes it: a chat turn is saved only on
-- the revision it was computed from (server/src/features/chat/save-turn.ts), so a writer that
-- forgot to bump it could otherwise be overwritten by a turn computed before its change.
CREATE FUNCTION legado_bump_testament_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revision = OLD.revision THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER testaments_bump_revision
BEFORE UPDATE ON testaments
FOR EACH ROW EXECUTE FUNCTION legado_bump_testament_revision();
--> statement-breakpoint
-- Every change to a will's row (each chat turn, the greeting, finalizing, deleting, an account
-- deletion's cascade, a change by hand) is announced at commit on 'legado_testament_changed' as
-- '<id>:<revision>' ('<id>' alone when deleted). Each server instance listens and drops what it
-- keeps in memory of that will (server/src/features/chat/conversation-cache.ts, will-cache.ts).
CREATE FUNCTION legado_notify_testament_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('legado_testament_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('legado_testament_changed', NEW.id::text || ':' || NEW.revision::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER testaments_changed
AFTER UPDATE OR DELETE ON testaments
FOR EACH ROW EXECUTE FUNCTION legado_notify_testament_changed();
