CREATE TABLE "audit_logs" (
	"audit_no" serial PRIMARY KEY NOT NULL,
	"actor_no" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"notice_no" serial PRIMARY KEY NOT NULL,
	"author_no" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_applications" (
	"register_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"store_name" text NOT NULL,
	"business_no" text NOT NULL,
	"image_key" text NOT NULL,
	"status" text DEFAULT 'N' NOT NULL,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	CONSTRAINT "owner_applications_status_check" CHECK ("owner_applications"."status" in ('N', 'Y', 'R'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"reservation_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"store_no" integer NOT NULL,
	"reservation_date" date NOT NULL,
	"reservation_time" text NOT NULL,
	"person_count" integer NOT NULL,
	"status" text DEFAULT 'Y' NOT NULL,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('Y', 'N')),
	CONSTRAINT "reservations_person_count_check" CHECK ("reservations"."person_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_no" integer NOT NULL,
	"image_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"report_no" serial PRIMARY KEY NOT NULL,
	"review_no" integer NOT NULL,
	"reporter_no" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"reservation_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"store_no" integer NOT NULL,
	"grade" smallint NOT NULL,
	"content" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_grade_check" CHECK ("reviews"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "slot_loads" (
	"store_no" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_loads_store_no_slot_date_slot_time_pk" PRIMARY KEY("store_no","slot_date","slot_time"),
	CONSTRAINT "slot_loads_booked_check" CHECK ("slot_loads"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_no" integer NOT NULL,
	"image_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_no" serial PRIMARY KEY NOT NULL,
	"owner_no" integer,
	"name" text NOT NULL,
	"name_choseong" text DEFAULT '' NOT NULL,
	"district" text NOT NULL,
	"food_type" text NOT NULL,
	"phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"open_time" text NOT NULL,
	"close_time" text NOT NULL,
	"day_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"closure_start" date,
	"closure_end" date,
	"menu" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity" integer NOT NULL,
	"grade_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "stores_capacity_check" CHECK ("stores"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_no" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"phone" text NOT NULL,
	"role" text DEFAULT 'ROLE_USER' NOT NULL,
	"profile_image" text,
	"kakao_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_no_users_user_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_applications" ADD CONSTRAINT "owner_applications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_applications" ADD CONSTRAINT "owner_applications_processed_by_users_user_no_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_no_reviews_review_no_fk" FOREIGN KEY ("review_no") REFERENCES "public"."reviews"("review_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_no_reviews_review_no_fk" FOREIGN KEY ("review_no") REFERENCES "public"."reviews"("review_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_no_users_user_no_fk" FOREIGN KEY ("reporter_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_no_reservations_reservation_no_fk" FOREIGN KEY ("reservation_no") REFERENCES "public"."reservations"("reservation_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_loads" ADD CONSTRAINT "slot_loads_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_images" ADD CONSTRAINT "store_images_store_no_stores_store_no_fk" FOREIGN KEY ("store_no") REFERENCES "public"."stores"("store_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_no_users_user_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_applications_open_per_user" ON "owner_applications" USING btree ("user_no") WHERE "owner_applications"."status" in ('N', 'Y');--> statement-breakpoint
CREATE UNIQUE INDEX "owner_applications_open_business_no" ON "owner_applications" USING btree ("business_no") WHERE "owner_applications"."status" in ('N', 'Y');--> statement-breakpoint
CREATE INDEX "owner_applications_request_idx" ON "owner_applications" USING btree ("request_date");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_no","reservation_date","reservation_time");--> statement-breakpoint
CREATE INDEX "reservations_store_idx" ON "reservations" USING btree ("store_no","reservation_date","reservation_time");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_no","position");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once" ON "review_reports" USING btree ("review_no","reporter_no");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reservation_key" ON "reviews" USING btree ("reservation_no");--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_no","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_no","created_at");--> statement-breakpoint
CREATE INDEX "store_images_store_idx" ON "store_images" USING btree ("store_no","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_one_per_owner" ON "stores" USING btree ("owner_no") WHERE "stores"."deleted_at" is null and "stores"."owner_no" is not null;--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stores_district_food_idx" ON "stores" USING btree ("district","food_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key" ON "users" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "users_kakao_id_key" ON "users" USING btree ("kakao_id");