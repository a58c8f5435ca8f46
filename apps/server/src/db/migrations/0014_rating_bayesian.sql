-- 평점순 orders by a Bayesian average instead of the plain one (docs/adr/0037-rating-order-bayesian-average.md):
-- its index follows the expression of modules/availability/queries.ts, still read backwards.
DROP INDEX IF EXISTS "stores_rating_idx";--> statement-breakpoint
CREATE INDEX "stores_rating_idx" ON "stores" USING btree ((("grade_sum" + 30::float8) / ("review_count" + 10)),"review_count","store_no") WHERE "stores"."deleted_at" is null;
