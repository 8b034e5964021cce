-- Every status change in one database function, written by hand (drizzle-kit does not emit
-- functions). Reopening a cancelled order took its stock back in a loop of updates in TypeScript
-- while cancel_order (0013) gave it back in SQL; both directions of the stock now live here, beside
-- place_order that takes it. Called by setOrderStatus (app/.server/orders/status.ts).
--
-- set_order_status returns the status the order had before (NULL: no such order); the same status
-- changes nothing. To `cancelled` it is cancel_order. Leaving `cancelled` takes every line's units
-- again, locking products in ascending id as every writer of stock does (place_order,
-- cancel_order), so it never deadlocks against a basket; a product short of stock raises HT409
-- "unavailable:<product id>" for the first such line in that order, and nothing is changed. The
-- order's row lock comes first, so a reopening and a cancellation never both move the stock.
CREATE FUNCTION "set_order_status"(p_order_id uuid, p_status "order_status", p_actor text)
RETURNS "order_status" LANGUAGE plpgsql AS $$
DECLARE
  previous "order_status";
  line record;
BEGIN
  IF p_status = 'cancelled' THEN
    RETURN cancel_order(p_order_id, p_actor);
  END IF;

  SELECT o."status" INTO previous FROM "orders" o WHERE o."id" = p_order_id FOR UPDATE;
  IF NOT FOUND OR previous = p_status THEN
    RETURN previous;
  END IF;

  IF previous = 'cancelled' THEN
    FOR line IN SELECT i."product_id", sum(i."quantity") AS "quantity" FROM "order_items" i
      WHERE i."order_id" = p_order_id AND i."product_id" IS NOT NULL GROUP BY i."product_id" ORDER BY i."product_id" LOOP
      UPDATE "products" p SET "stock_quantity" = p."stock_quantity" - line."quantity",
        "sold_count" = p."sold_count" + line."quantity"
        WHERE p."id" = line."product_id" AND p."stock_quantity" >= line."quantity";
      IF NOT FOUND THEN
        RAISE EXCEPTION 'unavailable:%', line."product_id" USING ERRCODE = 'HT409';
      END IF;
    END LOOP;
  END IF;

  UPDATE "orders" SET "status" = p_status, "updated_at" = now() WHERE "id" = p_order_id;
  INSERT INTO "order_status_events" ("order_id", "from_status", "to_status", "changed_by") VALUES (p_order_id, previous, p_status, p_actor);
  RETURN previous;
END;
$$;
