ALTER TABLE "reservations" ADD COLUMN "visited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_visited_check" CHECK ("reservations"."visited_at" is null or "reservations"."status" = 'Y');--> statement-breakpoint
CREATE INDEX "reservations_store_guest_idx" ON "reservations" USING btree ("store_no","user_no");--> statement-breakpoint
CREATE TABLE "guest_notes" (
	"store_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_notes_store_no_user_no_pk" PRIMARY KEY("store_no","user_no"),
	CONSTRAINT "guest_notes_note_check" CHECK (char_length("guest_notes"."note") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "guest_notes" ADD CONSTRAINT "guest_notes_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notes" ADD CONSTRAINT "guest_notes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;
