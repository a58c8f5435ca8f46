-- Changing a booking in one step (issue 37): the date, the hour and the party of a confirmed upcoming
-- booking move together, or nothing moves.
--
-- `claim_seats` is 0013's `book_table` up to the seats: the member's lock, the store ('gone'), its largest
-- party (E133), a slot its owner closed (E123), the member's limits (E129–E131, E134) and the seats
-- (E121), and closing the member's wait for the slot; `p_except` is a booking of the member that does
-- not count against their limits (the one being changed). `book_table` keeps its answers and now calls
-- it, then inserts the reservation and its mail as before, with two more parameters: the diner's occasion
-- and note (0017's columns; the old signature is dropped so nothing books without them).
-- `change_booking` calls `claim_seats` too, so a change is refused exactly as a booking of the new slot
-- would be, and keeps the booking's occasion and note.
--
-- `revision` counts a booking's changes: its calendar invites carry it as SEQUENCE (the confirmation 0,
-- a change its revision, a cancellation revision + 1). `reservation_changes` keeps each change's slot
-- before and after, for the owner's timeline; the booking, its cancellation and a no-show are already
-- on the reservation row (created_at, cancelled_at/cancelled_by, no_show_at).
ALTER TABLE "reservations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "reservation_changes" (
	"change_no" serial PRIMARY KEY NOT NULL,
	"reservation_no" integer NOT NULL,
	"from_date" date NOT NULL,
	"from_time" text NOT NULL,
	"from_party" integer NOT NULL,
	"to_date" date NOT NULL,
	"to_time" text NOT NULL,
	"to_party" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_no_reservations_reservation_no_fk" FOREIGN KEY ("reservation_no") REFERENCES "public"."reservations"("reservation_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_no","change_no");--> statement-breakpoint
CREATE FUNCTION "claim_seats"(
	p_user int, p_store int, p_date date, p_time text, p_party int,
	p_at timestamptz, p_today date, p_now_time text, p_active_max int, p_day_max int, p_day_seats_max int,
	p_except int
) RETURNS TABLE ("outcome" text, "n" int)
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
	v_refusal text;
BEGIN
	-- One booking of a member at a time: their limits below are counted under this lock.
	PERFORM pg_advisory_xact_lock(hashtext('booking:' || p_user));
	SELECT s.capacity, s.max_party INTO v_capacity, v_max_party
	FROM stores s WHERE s.store_no = p_store AND s.deleted_at IS NULL;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'gone'::text, 0;
		RETURN;
	END IF;
	-- A party larger than the store takes online is told to call it, whatever the seats.
	IF p_party > v_max_party THEN
		RETURN QUERY SELECT 'E133'::text, v_max_party;
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
		RETURN QUERY SELECT 'E123'::text, 0;
		RETURN;
	END IF;
	SELECT count(*)::int,
		(count(*) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date))::int,
		(count(*) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date AND r.reservation_time = p_time))::int,
		coalesce(sum(r.person_count) FILTER (WHERE r.store_no = p_store AND r.reservation_date = p_date), 0)::int
	INTO v_active, v_same_day, v_same_slot, v_day_seats
	FROM reservations r
	WHERE r.user_no = p_user AND r.status = 'Y' AND r.reservation_no IS DISTINCT FROM p_except
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
			RETURN QUERY SELECT 'E121'::text, greatest(v_capacity - coalesce(v_seen, 0), 0);
		ELSE
			RETURN QUERY SELECT v_refusal, CASE WHEN v_refusal = 'E134' THEN v_seats_max ELSE 0 END;
		END IF;
		RETURN;
	END IF;
	-- The member's wait for this slot (they booked through its mail, say) has done its work.
	UPDATE waits w SET cancelled_at = p_at
	WHERE w.user_no = p_user AND w.store_no = p_store AND w.slot_date = p_date AND w.slot_time = p_time
		AND w.cancelled_at IS NULL;
	RETURN QUERY SELECT 'taken'::text, v_capacity - v_booked;
END
$$;--> statement-breakpoint
DROP FUNCTION "book_table"(int, int, date, text, int, timestamptz, date, text, int, int, int);--> statement-breakpoint
CREATE FUNCTION "book_table"(
	p_user int, p_store int, p_date date, p_time text, p_party int,
	p_at timestamptz, p_today date, p_now_time text, p_active_max int, p_day_max int, p_day_seats_max int,
	p_occasion text, p_request_note text
) RETURNS TABLE ("booked_no" int, "outcome" text, "n" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_outcome text;
	v_n int;
	v_no int;
BEGIN
	SELECT c.outcome, c.n INTO v_outcome, v_n
	FROM claim_seats(p_user, p_store, p_date, p_time, p_party, p_at, p_today, p_now_time,
		p_active_max, p_day_max, p_day_seats_max, NULL) c;
	IF v_outcome <> 'taken' THEN
		RETURN QUERY SELECT NULL::int, v_outcome, v_n;
		RETURN;
	END IF;
	INSERT INTO reservations (user_no, store_no, reservation_date, reservation_time, person_count, status, occasion, request_note)
	VALUES (p_user, p_store, p_date, p_time, p_party, 'Y', p_occasion, p_request_note)
	RETURNING reservations.reservation_no INTO v_no;
	INSERT INTO outbox (topic, payload)
	VALUES ('reservation-mail', jsonb_build_object('reservationNo', v_no, 'news', 'booked'));
	RETURN QUERY SELECT v_no, 'booked'::text, v_n;
END
$$;--> statement-breakpoint
-- Moves the member's confirmed upcoming booking to another slot of its store and party, in the statement's
-- one transaction: the old seats are given back and the new ones taken through `claim_seats`; when the new
-- slot cannot be had, the old seats are put back and the booking is left exactly as it was. Answers
-- 'changed' with the seats left in the new slot, 'missing' (not the member's), E175 (cancelled), E177
-- (a no-show), E176 (started), or claim_seats' refusal and its number.
CREATE FUNCTION "change_booking"(
	p_reservation int, p_user int, p_date date, p_time text, p_party int,
	p_at timestamptz, p_today date, p_now_time text, p_active_max int, p_day_max int, p_day_seats_max int
) RETURNS TABLE ("outcome" text, "n" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_old reservations%ROWTYPE;
	v_old_booked int;
	v_outcome text;
	v_n int;
BEGIN
	-- The locks in the order `book_table` takes them (member, the new date's slots), then the booking and
	-- the two slot rows in key order, so changes crossing each other's slots cannot deadlock.
	PERFORM pg_advisory_xact_lock(hashtext('booking:' || p_user));
	SELECT r.* INTO v_old FROM reservations r
	WHERE r.reservation_no = p_reservation AND r.user_no = p_user
	FOR UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'missing'::text, 0;
		RETURN;
	END IF;
	IF v_old.status <> 'Y' THEN
		RETURN QUERY SELECT CASE WHEN v_old.status = 'N' THEN 'E175' ELSE 'E177' END, 0;
		RETURN;
	END IF;
	IF v_old.reservation_date < p_today
		OR (v_old.reservation_date = p_today AND v_old.reservation_time <= p_now_time) THEN
		RETURN QUERY SELECT 'E176'::text, 0;
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock_shared(hashtext('slots:' || v_old.store_no || ':' || p_date));
	INSERT INTO slot_loads (store_no, slot_date, slot_time, booked)
	VALUES (v_old.store_no, p_date, p_time, 0)
	ON CONFLICT (store_no, slot_date, slot_time) DO NOTHING;
	PERFORM 1 FROM slot_loads l
	WHERE l.store_no = v_old.store_no
		AND ((l.slot_date = v_old.reservation_date AND l.slot_time = v_old.reservation_time)
			OR (l.slot_date = p_date AND l.slot_time = p_time))
	ORDER BY l.slot_date, l.slot_time
	FOR UPDATE;
	-- Give the old seats back first: a change within the slot (a party of 4 becoming 3) needs them.
	SELECT l.booked INTO v_old_booked FROM slot_loads l
	WHERE l.store_no = v_old.store_no AND l.slot_date = v_old.reservation_date
		AND l.slot_time = v_old.reservation_time;
	UPDATE slot_loads l SET booked = greatest(l.booked - v_old.person_count, 0)
	WHERE l.store_no = v_old.store_no AND l.slot_date = v_old.reservation_date
		AND l.slot_time = v_old.reservation_time;
	SELECT c.outcome, c.n INTO v_outcome, v_n
	FROM claim_seats(p_user, v_old.store_no, p_date, p_time, p_party, p_at, p_today, p_now_time,
		p_active_max, p_day_max, p_day_seats_max, p_reservation) c;
	IF v_outcome <> 'taken' THEN
		-- The old slot's row has been locked since the release, so its seats are exactly as they were.
		UPDATE slot_loads l SET booked = v_old_booked
		WHERE l.store_no = v_old.store_no AND l.slot_date = v_old.reservation_date
			AND l.slot_time = v_old.reservation_time;
		RETURN QUERY SELECT v_outcome, v_n;
		RETURN;
	END IF;
	-- A new date or hour is reminded of again.
	UPDATE reservations r
	SET reservation_date = p_date, reservation_time = p_time, person_count = p_party,
		revision = r.revision + 1,
		reminder_sent_at = CASE WHEN r.reservation_date = p_date THEN r.reminder_sent_at END
	WHERE r.reservation_no = p_reservation;
	INSERT INTO reservation_changes
		(reservation_no, from_date, from_time, from_party, to_date, to_time, to_party, changed_at)
	VALUES (p_reservation, v_old.reservation_date, v_old.reservation_time, v_old.person_count,
		p_date, p_time, p_party, p_at);
	INSERT INTO outbox (topic, payload)
	VALUES ('reservation-mail', jsonb_build_object('reservationNo', p_reservation, 'news', 'changed'));
	-- Seats came free in the old slot (it was left, or the party shrank): those waiting for it hear of them.
	IF v_old.reservation_date <> p_date OR v_old.reservation_time <> p_time OR p_party < v_old.person_count THEN
		INSERT INTO outbox (topic, payload)
		VALUES ('seats-released', jsonb_build_object('storeNo', v_old.store_no,
			'date', to_char(v_old.reservation_date, 'YYYY-MM-DD'), 'time', v_old.reservation_time));
	END IF;
	RETURN QUERY SELECT 'changed'::text, v_n;
END
$$;
