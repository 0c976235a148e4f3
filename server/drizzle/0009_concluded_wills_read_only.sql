-- A concluded will never changes (QUALITY.md, ADR 0022), whichever route, server or person tries:
-- its content, status, interview state, hash and conclusion date are refused at the row, and no
-- chat message is added to its conversation. A new version of a will is a new draft row. Deleting
-- stays possible (an account deletion cascades). The error names the rule so the server answers
-- 409 in Portuguese.
CREATE FUNCTION legado_refuse_concluded_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content
     OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.interview_state IS DISTINCT FROM OLD.interview_state
     OR NEW.content_sha256 IS DISTINCT FROM OLD.content_sha256
     OR NEW.finalized_at IS DISTINCT FROM OLD.finalized_at THEN
    RAISE EXCEPTION 'a concluded will cannot change'
      USING ERRCODE = 'object_not_in_prerequisite_state',
            CONSTRAINT = 'testaments_concluded_read_only';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER testaments_concluded_read_only
BEFORE UPDATE ON testaments
FOR EACH ROW
WHEN (OLD.status = 'concluido')
EXECUTE FUNCTION legado_refuse_concluded_change();
--> statement-breakpoint
CREATE FUNCTION legado_refuse_message_on_concluded() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM testaments WHERE id = NEW.testament_id AND status = 'concluido') THEN
    RAISE EXCEPTION 'a concluded will takes no new message'
      USING ERRCODE = 'object_not_in_prerequisite_state',
            CONSTRAINT = 'testaments_concluded_read_only';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_concluded_read_only
BEFORE INSERT ON chat_messages
FOR EACH ROW EXECUTE FUNCTION legado_refuse_message_on_concluded();
