-- Seats are read live on PGlite as on PostgreSQL (issue 35): nothing listens to migration 0010's
-- notices any more, so its triggers and their function go.
DROP TRIGGER IF EXISTS "slot_loads_changed" ON "slot_loads";--> statement-breakpoint
DROP TRIGGER IF EXISTS "slot_loads_truncated" ON "slot_loads";--> statement-breakpoint
DROP TRIGGER IF EXISTS "slot_overrides_changed" ON "slot_overrides";--> statement-breakpoint
DROP TRIGGER IF EXISTS "slot_overrides_truncated" ON "slot_overrides";--> statement-breakpoint
DROP FUNCTION IF EXISTS "loads_changed"();--> statement-breakpoint
-- Three of the availability search's four orders over the stores not deleted, each ending on the store
-- number (modules/availability/queries.ts): a page is an index scan read backwards, with no sort. The
-- fourth, latest, reads stores_created_idx.
CREATE INDEX "stores_recommended_idx" ON "stores" USING btree ((("grade_sum" + 17.5::float8) / ("review_count" + 5)),"review_count","store_no") WHERE "stores"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stores_rating_idx" ON "stores" USING btree ((case when "review_count" > 0 then "grade_sum"::float8 / "review_count" else 0 end),"review_count","store_no") WHERE "stores"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stores_reviews_idx" ON "stores" USING btree ("review_count",(case when "review_count" > 0 then "grade_sum"::float8 / "review_count" else 0 end),"store_no") WHERE "stores"."deleted_at" is null;--> statement-breakpoint
-- Every store's seats of a date, read when a search looks past its page (only stores with a table, the
-- nearest times); a booking's update of `booked` stays a HOT update, as `booked` is in no index.
CREATE INDEX "slot_loads_date_idx" ON "slot_loads" USING btree ("slot_date");--> statement-breakpoint
CREATE INDEX "slot_overrides_date_idx" ON "slot_overrides" USING btree ("slot_date");
