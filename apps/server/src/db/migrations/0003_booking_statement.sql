CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_available_idx" ON "outbox" USING btree ("available_at");--> statement-breakpoint
-- The whole booking in one statement, so a booking costs one round trip (issue 14). The server checks
-- the store's hours, days off and booking window first (booking-rules.ts); this function keeps every
-- rule that depends on other rows, in the order a refusal explains itself best:
--   1. the member's bookings wait for each other (advisory lock, then a fresh snapshot per statement,
--      so the counts below see every booking of theirs that committed before);
--   2. the store must exist and not be deleted (capacity is read here, never from a cache);
--   3. the member's limits: the same slot (E129), the store's day (E131), all active bookings (E130) —
--      a refused member is still told E121 first when the slot has no room for the party;
--   4. the seats: a look at the slot's load without a lock refuses a party that no longer fits (E121
--      with the seats left); otherwise the conditional upsert of the slot's row takes them, locking the
--      row so concurrent bookings of the slot on any connection queue on it and each sees the one before;
--   5. the reservation and its confirmation mail in the outbox, committed together.
-- The limits come in as arguments, so LIMITS in @siktak/contract stays their one source.
CREATE FUNCTION "book_table"(
	p_user int, p_store int, p_date date, p_time text, p_party int,
	p_today date, p_now_time text, p_active_max int, p_day_max int
) RETURNS TABLE ("booked_no" int, "outcome" text, "seats_left" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_capacity int;
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
