-- Chat turns are announced by the server that saves them, batched (ADR 0015): a NOTIFY in every
-- turn's transaction serialized the commits (PostgreSQL takes a global lock for a notifying
-- commit), and woke every listener once per turn. A turn saves `announced_revision = revision`,
-- and the trigger below stays quiet for such a change; every other change (finalizing, deleting,
-- an account deletion's cascade, a change by hand) is still notified at commit, as before.
ALTER TABLE "testaments" ADD COLUMN "announced_revision" integer;
--> statement-breakpoint
DROP TRIGGER testaments_changed ON testaments;
--> statement-breakpoint
CREATE TRIGGER testaments_changed
AFTER UPDATE ON testaments
FOR EACH ROW
WHEN (NEW.announced_revision IS DISTINCT FROM NEW.revision)
EXECUTE FUNCTION legado_notify_testament_changed();
--> statement-breakpoint
CREATE TRIGGER testaments_deleted
AFTER DELETE ON testaments
FOR EACH ROW EXECUTE FUNCTION legado_notify_testament_changed();
--> statement-breakpoint
-- A writer that moves the revision itself (a chat turn) needs no PL/pgSQL call to do it.
DROP TRIGGER testaments_bump_revision ON testaments;
--> statement-breakpoint
CREATE TRIGGER testaments_bump_revision
BEFORE UPDATE ON testaments
FOR EACH ROW
WHEN (NEW.revision = OLD.revision)
EXECUTE FUNCTION legado_bump_testament_revision();
