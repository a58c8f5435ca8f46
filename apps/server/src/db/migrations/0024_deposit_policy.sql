-- 예약금·취소 규정 (docs/adr/0051-deposit-policy.md). A store's policy is one jsonb value on its row, read and
-- written with the whole store form (null: never set, the contract's DEFAULT_DEPOSIT_POLICY, off).
-- Each reservation keeps the exact policy it was made under, so an owner's later edit never changes what
-- a booked diner agreed to; null for a store without a deposit. The copy is taken by a trigger on the
-- reservation's insert, so `book_table` (0018) and every later way of booking write it without change.
ALTER TABLE "stores" ADD COLUMN "deposit_policy" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_deposit_policy_check" CHECK (jsonb_typeof("deposit_policy") = 'object');--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_policy" jsonb;--> statement-breakpoint
CREATE FUNCTION "snapshot_deposit_policy"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	SELECT s.deposit_policy INTO NEW.deposit_policy FROM stores s
	WHERE s.store_no = NEW.store_no AND s.deposit_policy @> '{"enabled": true}';
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_deposit_policy" BEFORE INSERT ON "reservations"
FOR EACH ROW WHEN (NEW.deposit_policy IS NULL) EXECUTE FUNCTION "snapshot_deposit_policy"();
