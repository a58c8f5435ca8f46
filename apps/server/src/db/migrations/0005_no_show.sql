ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('Y', 'N', 'NOSHOW'));