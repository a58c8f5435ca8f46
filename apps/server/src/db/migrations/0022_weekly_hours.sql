-- Hours by weekday with 브레이크 타임 and last booking time (docs/adr/0049-hours-by-weekday.md). One jsonb
-- object on the store row, keyed 월..일: read with the store's other rules and grouped on like them by the
-- availability search. Null for every store so far: its days stay `open_time`–`close_time` as before.
ALTER TABLE "stores" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_weekly_hours_check" CHECK ("weekly_hours" IS NULL OR jsonb_typeof("weekly_hours") = 'object');
