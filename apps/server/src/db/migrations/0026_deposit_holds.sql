-- Paying a 예약금 without losing the seat (docs/adr/0053-deposit-booking-hold.md). A booking of a store with a
-- deposit starts as a hold: its seats are taken in `slot_loads` exactly as a booking's are (through 0018's
-- `claim_seats`, so the capacity invariant covers holds), for 10 minutes, beside the payment order it waits
-- for. The reservation row is written only when the payment is confirmed, so the existing calls never see a
-- booking in a state of theirs they do not know. A hold ends CONFIRMED (its reservation) or RELEASED (its
-- seats given back, with the reason the diner is told: E172 the time ran out, E173 the payment failed).
CREATE TABLE "reservation_holds" (
	"hold_no" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_no" integer NOT NULL,
	"store_no" integer NOT NULL,
	"reservation_date" date NOT NULL,
	"reservation_time" text NOT NULL,
	"person_count" integer NOT NULL,
	"occasion" text,
	"request_note" text,
	"deposit_policy" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"release_code" text,
	"reservation_no" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "reservation_holds_status_check" CHECK ("reservation_holds"."status" in ('PENDING', 'CONFIRMED', 'RELEASED')),
	CONSTRAINT "reservation_holds_release_code_check" CHECK (("reservation_holds"."status" = 'RELEASED') = ("reservation_holds"."release_code" is not null)),
	CONSTRAINT "reservation_holds_confirmed_check" CHECK (("reservation_holds"."status" = 'CONFIRMED') = ("reservation_holds"."reservation_no" is not null)),
	CONSTRAINT "reservation_holds_person_count_check" CHECK ("reservation_holds"."person_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_holds" ADD CONSTRAINT "reservation_holds_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_holds" ADD CONSTRAINT "reservation_holds_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_holds" ADD CONSTRAINT "reservation_holds_reservation_no_reservations_reservation_no_fk" FOREIGN KEY ("reservation_no") REFERENCES "public"."reservations"("reservation_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_no_reservations_reservation_no_fk" FOREIGN KEY ("reservation_no") REFERENCES "public"."reservations"("reservation_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_holds_order_id_idx" ON "reservation_holds" USING btree ("order_id");--> statement-breakpoint
-- One hold per member and slot (E174), also while an expired one waits for the hold job.
CREATE UNIQUE INDEX "reservation_holds_member_slot_key" ON "reservation_holds" USING btree ("user_no","store_no","reservation_date","reservation_time") WHERE "reservation_holds"."status" = 'PENDING';--> statement-breakpoint
-- The hold job's scan: the holds still waiting, soonest to run out first.
CREATE INDEX "reservation_holds_pending_idx" ON "reservation_holds" USING btree ("expires_at") WHERE "reservation_holds"."status" = 'PENDING';--> statement-breakpoint
-- Takes the seats of a hold with every check of a booking (`claim_seats`: the store, its largest party, a
-- closed slot, the member's limits, the seats) and writes the hold in the same statement, so the seats and
-- the hold commit together or not at all. A member pays for one hold at a time (E174): holds do not count
-- against the booking limits, so this is what keeps one member from holding many slots at once; checked
-- under the member's lock that `claim_seats` takes too. Answers 'held' with the hold's number, E174, or
-- claim_seats' refusal.
CREATE FUNCTION "hold_table"(
	p_user int, p_store int, p_date date, p_time text, p_party int,
	p_at timestamptz, p_today date, p_now_time text, p_active_max int, p_day_max int, p_day_seats_max int,
	p_occasion text, p_request_note text, p_order_id text, p_policy jsonb, p_expires_at timestamptz
) RETURNS TABLE ("hold_no" int, "outcome" text, "n" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_outcome text;
	v_n int;
	v_no int;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('booking:' || p_user));
	IF EXISTS (SELECT 1 FROM reservation_holds h
		WHERE h.user_no = p_user AND h.status = 'PENDING' AND h.expires_at > p_at) THEN
		RETURN QUERY SELECT NULL::int, 'E174'::text, 0;
		RETURN;
	END IF;
	SELECT c.outcome, c.n INTO v_outcome, v_n
	FROM claim_seats(p_user, p_store, p_date, p_time, p_party, p_at, p_today, p_now_time,
		p_active_max, p_day_max, p_day_seats_max, NULL) c;
	IF v_outcome <> 'taken' THEN
		RETURN QUERY SELECT NULL::int, v_outcome, v_n;
		RETURN;
	END IF;
	INSERT INTO reservation_holds AS h (order_id, user_no, store_no, reservation_date, reservation_time,
		person_count, occasion, request_note, deposit_policy, expires_at, created_at)
	VALUES (p_order_id, p_user, p_store, p_date, p_time, p_party, p_occasion, p_request_note, p_policy,
		p_expires_at, p_at)
	RETURNING h.hold_no INTO v_no;
	RETURN QUERY SELECT v_no, 'held'::text, v_n;
END
$$;
