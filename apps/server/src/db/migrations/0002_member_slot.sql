-- Before this index one member could hold the same slot twice. The later copies (a copy with a review
-- is kept first) are cancelled by SYSTEM and give their seats back, so the index can be built.
WITH "ranked" AS (
  SELECT "r"."reservation_no",
    row_number() OVER (
      PARTITION BY "r"."user_no", "r"."store_no", "r"."reservation_date", "r"."reservation_time"
      ORDER BY EXISTS (SELECT 1 FROM "reviews" "v" WHERE "v"."reservation_no" = "r"."reservation_no") DESC, "r"."reservation_no"
    ) AS "copy"
  FROM "reservations" "r"
  WHERE "r"."status" = 'Y'
), "cancelled" AS (
  UPDATE "reservations" "r"
  SET "status" = 'N', "cancel_reason" = '중복 예약 정리', "cancelled_by" = 'SYSTEM', "cancelled_at" = now()
  FROM "ranked"
  WHERE "ranked"."reservation_no" = "r"."reservation_no" AND "ranked"."copy" > 1
  RETURNING "r"."store_no", "r"."reservation_date", "r"."reservation_time", "r"."person_count"
)
UPDATE "slot_loads" "l"
SET "booked" = greatest("l"."booked" - "freed"."seats", 0)
FROM (
  SELECT "store_no", "reservation_date", "reservation_time", sum("person_count")::int AS "seats"
  FROM "cancelled"
  GROUP BY 1, 2, 3
) "freed"
WHERE "l"."store_no" = "freed"."store_no" AND "l"."slot_date" = "freed"."reservation_date" AND "l"."slot_time" = "freed"."reservation_time";--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_member_slot_key" ON "reservations" USING btree ("user_no","store_no","reservation_date","reservation_time") WHERE "reservations"."status" = 'Y';
