-- The embedded database tells its one server which (store, date) seats changed (issue 15): the server
-- keeps the seats it read and forgets a (store, date) the moment a statement changes it, whoever wrote
-- it (`book_table`, a cancellation, an owner's override, a hand-written UPDATE). PGlite delivers the
-- notification with the writing statement's own answer, before that statement's caller goes on, so
-- nothing stale is ever shown. Only a session that asks for it (`siktak.loads_notify` = 'on', set by
-- the PGlite server) notifies: on PostgreSQL, whose processes each read live, the WHEN clause keeps the
-- trigger from running at all, and commits do not queue on the notification lock.
CREATE FUNCTION "loads_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('slot_loads', '*');
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('slot_loads', OLD.store_no || ' ' || OLD.slot_date::text);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('slot_loads', NEW.store_no || ' ' || NEW.slot_date::text);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "slot_loads_changed" AFTER INSERT OR UPDATE OR DELETE ON "slot_loads"
	FOR EACH ROW WHEN (current_setting('siktak.loads_notify', true) = 'on') EXECUTE FUNCTION "loads_changed"();--> statement-breakpoint
CREATE TRIGGER "slot_loads_truncated" AFTER TRUNCATE ON "slot_loads"
	FOR EACH STATEMENT WHEN (current_setting('siktak.loads_notify', true) = 'on') EXECUTE FUNCTION "loads_changed"();--> statement-breakpoint
CREATE TRIGGER "slot_overrides_changed" AFTER INSERT OR UPDATE OR DELETE ON "slot_overrides"
	FOR EACH ROW WHEN (current_setting('siktak.loads_notify', true) = 'on') EXECUTE FUNCTION "loads_changed"();--> statement-breakpoint
CREATE TRIGGER "slot_overrides_truncated" AFTER TRUNCATE ON "slot_overrides"
	FOR EACH STATEMENT WHEN (current_setting('siktak.loads_notify', true) = 'on') EXECUTE FUNCTION "loads_changed"();
