CREATE TABLE "member_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"agreed" boolean,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_consents_kind_check" CHECK ("member_consents"."kind" in ('terms', 'privacy', 'age14', 'marketing')),
	CONSTRAINT "member_consents_source_check" CHECK ("member_consents"."source" in ('signup', 'kakao-signup', 'legacy-client', 'my-info'))
);
--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_consents_member_idx" ON "member_consents" USING btree ("user_no","kind","id");
