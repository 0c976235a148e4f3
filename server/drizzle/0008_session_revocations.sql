-- Access tokens name their session (`sid`) and are checked without the database (ADR 0020). When a
-- session row goes (sign-out, "sign out everywhere", a password reset or change, an account
-- deletion's cascade, by hand), its id is recorded here in the same transaction, with the id of
-- that transaction: each server instance reads the rows of transactions it may not have seen yet
-- (`revoked_xid >= ` the oldest transaction still running at its last read) and refuses those
-- sessions' tokens. Rows older than any token can live are deleted.
CREATE TABLE "session_revocations" (
  "session_id" text PRIMARY KEY,
  "revoked_xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "revoked_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "session_revocations_xid_idx" ON "session_revocations" ("revoked_xid");
--> statement-breakpoint
CREATE FUNCTION legado_record_session_revocation() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_revocations (session_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_revoked
AFTER DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION legado_record_session_revocation();
