-- The store owner's public reply to a review (사장님 답글, docs/adr/0046-review-replies.md): one per
-- review, so the review is the key; deleting the review deletes its reply. The length check mirrors the
-- contract's 1–500 characters after trimming, so nothing longer is stored even past the API.
CREATE TABLE "review_replies" (
	"review_no" integer PRIMARY KEY NOT NULL,
	"author_no" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_content_check" CHECK (char_length("review_replies"."content") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_no_reviews_review_no_fk" FOREIGN KEY ("review_no") REFERENCES "public"."reviews"("review_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;
