-- Every status change of an order, called by setOrderStatus (app/.server/orders/status.ts) and by
-- set_order_status_from and cancel_order.
--
-- An order's units are out of stock while it is open, shipped or delivered, and back in stock while
-- it is cancelled or returned (the courier brought the parcel back). set_order_status moves the stock
-- only when a change crosses between those two groups: into cancelled or returned it gives every
-- line's units back and takes them out of sold_count, out of them it takes the units again (HT409
-- "unavailable:<product id>:<variant id>" when a variant is short, changing nothing). Between cancelled and
-- returned nothing moves. The order's row lock comes first, so two changes at once queue on it and the
-- second finds the first's status: stock moves exactly once. The stock is each line's variant's
-- (products.stock_quantity follows through product_variant_stock_apply); variants are locked in
-- ascending (product id, variant id), as every writer of stock does (place_order), so it never
-- deadlocks against a basket.
--
-- A parcel can only come back once it left: Returned is refused (HT422 "not_returnable:<status>")
-- unless the order is shipped or delivered (app/lib/order-status.ts RETURNABLE_FROM says the same).
--
-- Returns the status the order had before (NULL: no such order); the same status changes nothing.
CREATE OR REPLACE FUNCTION "set_order_status"(p_order_id uuid, p_status "order_status", p_actor text)
RETURNS "order_status" LANGUAGE plpgsql AS $$
DECLARE
  previous "order_status";
  was_released boolean;
  now_released boolean;
  line record;
BEGIN
  SELECT o."status" INTO previous FROM "orders" o WHERE o."id" = p_order_id FOR UPDATE;
  IF NOT FOUND OR previous = p_status THEN
    RETURN previous;
  END IF;
  IF p_status::text = 'returned' AND previous::text NOT IN ('shipped', 'delivered') THEN
    RAISE EXCEPTION 'not_returnable:%', previous USING ERRCODE = 'HT422';
  END IF;

  was_released := previous::text IN ('cancelled', 'returned');
  now_released := p_status::text IN ('cancelled', 'returned');
  IF now_released AND NOT was_released THEN
    FOR line IN SELECT i."product_id", i."variant_id", sum(i."quantity") AS "quantity" FROM "order_items" i
      WHERE i."order_id" = p_order_id AND i."product_id" IS NOT NULL GROUP BY i."product_id", i."variant_id" ORDER BY i."product_id", i."variant_id" LOOP
      -- A deleted variant has no stock to take the units back.
      UPDATE "product_variants" v SET "stock_quantity" = v."stock_quantity" + line."quantity" WHERE v."id" = line."variant_id";
      -- Floored: sold_count may have been corrected by hand since the order was placed.
      UPDATE "products" p SET "sold_count" = greatest(p."sold_count" - line."quantity", 0) WHERE p."id" = line."product_id";
    END LOOP;
  ELSIF was_released AND NOT now_released THEN
    FOR line IN SELECT i."product_id", i."variant_id", sum(i."quantity") AS "quantity" FROM "order_items" i
      WHERE i."order_id" = p_order_id AND i."product_id" IS NOT NULL GROUP BY i."product_id", i."variant_id" ORDER BY i."product_id", i."variant_id" LOOP
      IF line."variant_id" IS NOT NULL THEN
        UPDATE "product_variants" v SET "stock_quantity" = v."stock_quantity" - line."quantity"
          WHERE v."id" = line."variant_id" AND v."stock_quantity" >= line."quantity";
        IF NOT FOUND THEN
          RAISE EXCEPTION 'unavailable:%:%', line."product_id", line."variant_id" USING ERRCODE = 'HT409';
        END IF;
      END IF;
      UPDATE "products" p SET "sold_count" = p."sold_count" + line."quantity" WHERE p."id" = line."product_id";
    END LOOP;
  END IF;

  UPDATE "orders" SET "status" = p_status, "updated_at" = now() WHERE "id" = p_order_id;
  INSERT INTO "order_status_events" ("order_id", "from_status", "to_status", "changed_by") VALUES (p_order_id, previous, p_status, p_actor);
  RETURN previous;
END;
$$;
