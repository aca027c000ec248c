-- The enforceability record is append-only: an entry is never changed or removed. The only DELETE
-- let through is the cascade of deleting the document itself (pg_trigger_depth() > 1: this trigger
-- runs inside the foreign key's own trigger). Tampering therefore needs superuser powers (disabling
-- the trigger), and even then the hash chain shows it.
CREATE FUNCTION "refuse_record_entry_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'document_record_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "document_record_entries_append_only" BEFORE UPDATE OR DELETE ON "document_record_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_record_entry_change"();
