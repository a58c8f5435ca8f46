CREATE TABLE "slot_overrides" (
	"store_no" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_overrides_capacity_check" CHECK ("slot_overrides"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "slot_overrides" ADD CONSTRAINT "slot_overrides_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_overrides_key" ON "slot_overrides" USING btree ("store_no","slot_date",coalesce("slot_time", ''));--> statement-breakpoint
-- An owner's capacity for one hour or one whole date of their store (issue 16): `book_table` now takes
-- the effective capacity of the slot — the hour's override, else the date's, else the store's — and
-- refuses a closed slot (capacity 0) with E123 before the member's limits, as the server refuses a
-- closed day. Everything else is 0003's function unchanged (same signature, order and outcomes).
-- A booking holds a shared lock on (store, date) while it reads the override and takes the seats;
-- an override write takes it exclusively (owner/slot-overrides.ts), so it waits for the bookings in
-- flight and every booking after it sees the new capacity: no booking commits against an old one.
CREATE OR REPLACE FUNCTION "book_table"(
	p_user int, p_store int, p_date date, p_time text, p_party int,
	p_today date, p_now_time text, p_active_max int, p_day_max int
) RETURNS TABLE ("booked_no" int, "outcome" text, "seats_left" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_capacity int;
	v_override int;
	v_active int;
	v_same_day int;
	v_same_slot int;
	v_booked int;
	v_seen int;
	v_no int;
	v_refusal text;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('booking:' || p_user));
	SELECT s.capacity INTO v_capacity FROM stores s WHERE s.store_no = p_store AND s.deleted_at IS NULL;
	IF NOT FOUND THEN
		RETURN QUERY SELECT NULL::int, 'gone'::text, 0;
		RETURN;
	END IF;
	-- The owner's override of the slot's hour, else of its date, else the store's capacity; 0 = closed.
	PERFORM pg_advisory_xact_lock_shared(hashtext('slots:' || p_store || ':' || p_date));
	SELECT o.capacity INTO v_override FROM slot_overrides o
	WHERE o.store_no = p_store AND o.slot_date = p_date AND (o.slot_time = p_time OR o.slot_time IS NULL)
	ORDER BY o.slot_time NULLS LAST
	LIMIT 1;
	IF FOUND THEN
		v_capacity := v_override;
	END IF;
	IF v_capacity = 0 THEN
		RETURN QUERY SELECT NULL::int, 'E123'::text, 0;
		RETURN;
	END IF;
	SELECT count(*)::int,
		(count(*) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date))::int,
		(count(*) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date AND r.reservation_time = p_time))::int
	INTO v_active, v_same_day, v_same_slot
	FROM reservations r
	WHERE r.user_no = p_user AND r.status = 'Y'
		AND (r.reservation_date > p_today OR (r.reservation_date = p_today AND r.reservation_time > p_now_time));
	v_refusal := CASE
		WHEN v_same_slot > 0 THEN 'E129'
		WHEN v_same_day >= p_day_max THEN 'E131'
		WHEN v_active >= p_active_max THEN 'E130'
	END;
	-- A look without a lock first: when the slot is already too full for the party (most requests of a
	-- rush), the refusal needs no row lock and does not queue behind the bookings that hold it.
	SELECT l.booked INTO v_seen FROM slot_loads l
	WHERE l.store_no = p_store AND l.slot_date = p_date AND l.slot_time = p_time;
	IF v_refusal IS NULL AND p_party <= v_capacity - coalesce(v_seen, 0) THEN
		INSERT INTO slot_loads AS l (store_no, slot_date, slot_time, booked)
		VALUES (p_store, p_date, p_time, p_party)
		ON CONFLICT (store_no, slot_date, slot_time)
		DO UPDATE SET booked = l.booked + excluded.booked
		WHERE l.booked + excluded.booked <= v_capacity
		RETURNING l.booked INTO v_booked;
		IF v_booked IS NULL THEN
			-- Filled by the bookings ahead of this one in the row's queue.
			SELECT l.booked INTO v_seen FROM slot_loads l
			WHERE l.store_no = p_store AND l.slot_date = p_date AND l.slot_time = p_time;
		END IF;
	END IF;
	IF v_booked IS NULL THEN
		-- Not taken: no room for the party (E121 with the seats left, said first), or a limit refused it.
		IF v_refusal IS NULL OR p_party > v_capacity - coalesce(v_seen, 0) THEN
			RETURN QUERY SELECT NULL::int, 'E121'::text, greatest(v_capacity - coalesce(v_seen, 0), 0);
		ELSE
			RETURN QUERY SELECT NULL::int, v_refusal, 0;
		END IF;
		RETURN;
	END IF;
	INSERT INTO reservations (user_no, store_no, reservation_date, reservation_time, person_count, status)
	VALUES (p_user, p_store, p_date, p_time, p_party, 'Y')
	RETURNING reservations.reservation_no INTO v_no;
	INSERT INTO outbox (topic, payload)
	VALUES ('reservation-mail', jsonb_build_object('reservationNo', v_no, 'news', 'booked'));
	RETURN QUERY SELECT v_no, 'booked'::text, v_capacity - v_booked;
END
$$;
