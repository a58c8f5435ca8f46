-- 요청사항 at booking (issue 37): the diner may give a booking an occasion (one of the contract's
-- OCCASIONS) and a note to the store (at most LIMITS.requestNoteMax characters, trimmed, null when
-- blank). The server checks both before the booking statement; the checks below keep any other writer
-- to the same rules. `book_table` takes them as two more parameters and stores them with the
-- reservation it inserts, so the booking, its note and its confirmation mail in the outbox commit
-- together. Everything else is 0013's function unchanged; the old signature is dropped so nothing can
-- book without them.
ALTER TABLE "reservations" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_note" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_occasion_check" CHECK ("occasion" in ('BIRTHDAY', 'ANNIVERSARY', 'DATE', 'BUSINESS', 'FAMILY', 'OTHER'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_request_note_check" CHECK (char_length("request_note") between 1 and 200);--> statement-breakpoint
DROP FUNCTION "book_table"(int, int, date, text, int, timestamptz, date, text, int, int, int);--> statement-breakpoint
CREATE FUNCTION "book_table"(
	p_user int, p_store int, p_date date, p_time text, p_party int,
	p_at timestamptz, p_today date, p_now_time text, p_active_max int, p_day_max int, p_day_seats_max int,
	p_occasion text, p_request_note text
) RETURNS TABLE ("booked_no" int, "outcome" text, "n" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_capacity int;
	v_max_party int;
	v_seats_max int;
	v_day_seats int;
	v_override int;
	v_active int;
	v_same_day int;
	v_same_slot int;
	v_booked int;
	v_seen int;
	v_no int;
	v_refusal text;
BEGIN
	-- One booking of a member at a time: their limits below are counted under this lock.
	PERFORM pg_advisory_xact_lock(hashtext('booking:' || p_user));
	SELECT s.capacity, s.max_party INTO v_capacity, v_max_party
	FROM stores s WHERE s.store_no = p_store AND s.deleted_at IS NULL;
	IF NOT FOUND THEN
		RETURN QUERY SELECT NULL::int, 'gone'::text, 0;
		RETURN;
	END IF;
	-- A party larger than the store takes online is told to call it, whatever the seats.
	IF p_party > v_max_party THEN
		RETURN QUERY SELECT NULL::int, 'E133'::text, v_max_party;
		RETURN;
	END IF;
	v_seats_max := greatest(p_day_seats_max, v_max_party);
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
		(count(*) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date AND r.reservation_time = p_time))::int,
		coalesce(sum(r.person_count) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date), 0)::int
	INTO v_active, v_same_day, v_same_slot, v_day_seats
	FROM reservations r
	WHERE r.user_no = p_user AND r.status = 'Y'
		AND (r.reservation_date > p_today OR (r.reservation_date = p_today AND r.reservation_time > p_now_time));
	v_refusal := CASE
		WHEN v_same_slot > 0 THEN 'E129'
		WHEN v_same_day >= p_day_max THEN 'E131'
		WHEN v_day_seats + p_party > v_seats_max THEN 'E134'
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
			RETURN QUERY SELECT NULL::int, v_refusal, CASE WHEN v_refusal = 'E134' THEN v_seats_max ELSE 0 END;
		END IF;
		RETURN;
	END IF;
	INSERT INTO reservations (user_no, store_no, reservation_date, reservation_time, person_count, status, occasion, request_note)
	VALUES (p_user, p_store, p_date, p_time, p_party, 'Y', p_occasion, p_request_note)
	RETURNING reservations.reservation_no INTO v_no;
	INSERT INTO outbox (topic, payload)
	VALUES ('reservation-mail', jsonb_build_object('reservationNo', v_no, 'news', 'booked'));
	-- The member's wait for this slot (they booked through its mail, say) has done its work.
	UPDATE waits w SET cancelled_at = p_at
	WHERE w.user_no = p_user AND w.store_no = p_store AND w.slot_date = p_date AND w.slot_time = p_time
		AND w.cancelled_at IS NULL;
	RETURN QUERY SELECT v_no, 'booked'::text, v_capacity - v_booked;
END
$$;
