CREATE TABLE "waits" (
	"wait_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"store_no" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"person_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "waits_person_count_check" CHECK ("waits"."person_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "waits" ADD CONSTRAINT "waits_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waits" ADD CONSTRAINT "waits_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waits_member_slot_key" ON "waits" USING btree ("user_no","store_no","slot_date","slot_time") WHERE "waits"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "waits_slot_idx" ON "waits" USING btree ("store_no","slot_date","slot_time","created_at");--> statement-breakpoint
CREATE INDEX "waits_user_idx" ON "waits" USING btree ("user_no","slot_date","slot_time");