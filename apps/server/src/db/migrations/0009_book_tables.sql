-- Bookings sent together (issue 14): the server sends the bookings its requests ask while a statement of
-- theirs is on its way as one statement, one transaction and one commit. Each is `book_table` (0008),
-- unchanged, in the order of the array (the server keeps arrival order within a slot and orders slots
-- alike in every batch); the rows come back in that order, numbered from 0. Any error rolls the whole
-- batch back and the server books its items one statement each.
CREATE FUNCTION "book_tables"(p_batch jsonb, p_active_max int, p_day_max int)
RETURNS TABLE ("n" int, "booked_no" int, "outcome" text, "seats_left" int)
LANGUAGE plpgsql AS $$
DECLARE
	v_item jsonb;
	v_n int;
BEGIN
	FOR v_item, v_n IN
		SELECT e.item, (e.ord - 1)::int FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS e(item, ord) ORDER BY e.ord
	LOOP
		RETURN QUERY SELECT v_n, b.booked_no, b.outcome, b.seats_left FROM book_table(
			(v_item->>'userNo')::int, v_item->>'sessionId', (v_item->>'storeNo')::int, (v_item->>'date')::date,
			v_item->>'time', (v_item->>'personCount')::int, (v_item->>'at')::timestamptz, (v_item->>'today')::date,
			v_item->>'nowTime', p_active_max, p_day_max
		) AS b;
	END LOOP;
END
$$;
