-- 요청사항 at booking (issue 37): the diner may give a booking an occasion (one of the contract's
-- OCCASIONS) and a note to the store (at most LIMITS.requestNoteMax characters, trimmed, null when
-- blank). The server checks both before the booking statement; the checks below keep any other writer
-- to the same rules. `book_table` takes them as two more parameters from migration 0018 on, which
-- rewrites it anyway, and stores them with the reservation it inserts, so the booking, its note and its
-- confirmation mail in the outbox commit together.
ALTER TABLE "reservations" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_note" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_occasion_check" CHECK ("occasion" in ('BIRTHDAY', 'ANNIVERSARY', 'DATE', 'BUSINESS', 'FAMILY', 'OTHER'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_request_note_check" CHECK (char_length("request_note") between 1 and 200);
