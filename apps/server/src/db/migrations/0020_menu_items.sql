-- Menus with prices, 가격대 and 소개 (docs/adr/0047-menus-with-prices.md). The items live on the store row
-- as one jsonb array: they are read and written only with the whole store, and the row's update already
-- invalidates the store detail cache. `menu` stays as the items' names for the keyword search and `menuList`.
ALTER TABLE "stores" ADD COLUMN "menu_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lunch_price_min" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lunch_price_max" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "dinner_price_min" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "dinner_price_max" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing menus become items without prices, in their order.
UPDATE "stores" SET "menu_items" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('name', m.item, 'price', null, 'signature', false) ORDER BY m.ord)
  FROM unnest("menu") WITH ORDINALITY AS m(item, ord)
), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_menu_items_check" CHECK (jsonb_typeof("menu_items") = 'array');--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_price_range_check" CHECK (
  "lunch_price_min" BETWEEN 0 AND 10000000 AND "lunch_price_max" BETWEEN 0 AND 10000000
  AND "dinner_price_min" BETWEEN 0 AND 10000000 AND "dinner_price_max" BETWEEN 0 AND 10000000
  AND "lunch_price_min" <= "lunch_price_max" AND "dinner_price_min" <= "dinner_price_max"
);
