CREATE TABLE "payments" (
	"payment_no" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"provider" text NOT NULL,
	"payment_key" text,
	"reservation_no" integer,
	"return_path" text NOT NULL,
	"failure_code" text,
	"check_at" timestamp with time zone,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_order_id_check" CHECK ("payments"."order_id" ~ '^[A-Za-z0-9_-]{6,64}$'),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_balance_check" CHECK ("payments"."balance_amount" between 0 and "payments"."amount"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('READY', 'CONFIRMING', 'DONE', 'PARTIAL_CANCELED', 'CANCELED', 'FAILED')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('toss', 'demo')),
	CONSTRAINT "payments_key_check" CHECK ("payments"."status" in ('READY', 'FAILED') or "payments"."payment_key" is not null),
	CONSTRAINT "payments_return_path_check" CHECK ("payments"."return_path" ~ '^/[^/\\]')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_no") WHERE "payments"."reservation_no" is not null;--> statement-breakpoint
CREATE INDEX "payments_check_idx" ON "payments" USING btree ("check_at") WHERE "payments"."status" = 'CONFIRMING';--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"payment_no" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"request_key" text,
	"idempotency_key" text NOT NULL,
	"payment_key" text NOT NULL,
	"transaction_key" text,
	"reason" text,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_ledger_kind_check" CHECK ("payment_ledger"."kind" in ('CHARGE', 'REFUND', 'PARTIAL_REFUND')),
	CONSTRAINT "payment_ledger_state_check" CHECK ("payment_ledger"."state" in ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "payment_ledger_amount_check" CHECK ("payment_ledger"."amount" > 0),
	CONSTRAINT "payment_ledger_request_key_check" CHECK (("payment_ledger"."kind" = 'CHARGE') = ("payment_ledger"."request_key" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_payment_no_payments_payment_no_fk" FOREIGN KEY ("payment_no") REFERENCES "public"."payments"("payment_no") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_charge_idx" ON "payment_ledger" USING btree ("payment_no") WHERE "payment_ledger"."kind" = 'CHARGE';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_request_idx" ON "payment_ledger" USING btree ("payment_no","request_key") WHERE "payment_ledger"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_idempotency_idx" ON "payment_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_retry_idx" ON "payment_ledger" USING btree ("retry_at") WHERE "payment_ledger"."state" = 'PENDING';--> statement-breakpoint
CREATE TABLE "demo_payments" (
	"payment_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"status" text NOT NULL,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_payments_status_check" CHECK ("demo_payments"."status" in ('IN_PROGRESS', 'DONE', 'PARTIAL_CANCELED', 'CANCELED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_payments_order_id_idx" ON "demo_payments" USING btree ("order_id");
