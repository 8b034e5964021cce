-- Two changes to the order functions, both written by hand (drizzle-kit does not emit functions).
--
-- 1. place_order takes the idempotency window as a parameter (p_key_window) instead of its own
--    literal '24 hours': the window is one constant, IDEMPOTENCY_WINDOW_HOURS in
--    app/.server/orders/idempotency.ts, which the admission's replay lookup and the key sweep use too.
--    Otherwise the function is 0011's, unchanged.
--
-- 2. cancel_order gives an order's stock back in the database, beside place_order that takes it,
--    instead of a loop of updates in TypeScript. Called by setOrderStatus (app/.server/orders/status.ts).
DROP FUNCTION "place_order"(text, text, text, jsonb, jsonb);
--> statement-breakpoint
-- Outcomes:
--   {"outcome": "placed", id, order_number, created_at, subtotal, lines: [{product_id, product_name, quantity, price}]}
--   {"outcome": "replay", request_hash, order_id}: the idempotency key was used within p_key_window
--     (a concurrent request with the key is waited for first); nothing was changed.
-- Errors (everything rolled back): HT409 "unavailable:<product id>" for the first line, in product
-- id order, whose product is missing, inactive or short of stock; HT001 when the order number is
-- taken (draw another); 22003 when an amount does not fit numeric(12,2).
CREATE FUNCTION "place_order"(p_key text, p_request_hash text, p_key_window interval, p_order_number text, p_order jsonb, p_lines jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  line record;
  taken record;
  existing record;
  placed record;
  placed_lines jsonb := '[]'::jsonb;
  v_subtotal numeric := 0;
  v_charge numeric := (p_order->>'delivery_charge')::numeric;
BEGIN
  IF p_key IS NOT NULL THEN
    -- An expired key counts as unused: take it over.
    INSERT INTO "idempotency_keys" AS k ("key", "request_hash") VALUES (p_key, p_request_hash)
    ON CONFLICT ("key") DO UPDATE SET "request_hash" = excluded."request_hash", "order_id" = NULL, "created_at" = now()
      WHERE k."created_at" < now() - p_key_window;
    IF NOT FOUND THEN
      SELECT k."request_hash", k."order_id" INTO existing FROM "idempotency_keys" k WHERE k."key" = p_key;
      RETURN jsonb_build_object('outcome', 'replay', 'request_hash', existing."request_hash", 'order_id', existing."order_id");
    END IF;
  END IF;

  -- Ascending product id, as every writer of stock locks rows: two baskets never deadlock.
  FOR line IN SELECT * FROM jsonb_to_recordset(p_lines) AS l("product_id" integer, "quantity" integer) ORDER BY l."product_id" LOOP
    UPDATE "products" p SET "stock_quantity" = p."stock_quantity" - line."quantity", "sold_count" = p."sold_count" + line."quantity"
      WHERE p."id" = line."product_id" AND p."is_active" AND p."stock_quantity" >= line."quantity"
      RETURNING p."name", p."price" INTO taken;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'unavailable:%', line."product_id" USING ERRCODE = 'HT409';
    END IF;
    v_subtotal := v_subtotal + taken."price" * line."quantity";
    placed_lines := placed_lines || jsonb_build_array(jsonb_build_object(
      'product_id', line."product_id", 'product_name', taken."name", 'quantity', line."quantity", 'price', taken."price"::text));
  END LOOP;

  INSERT INTO "orders" ("order_number", "status", "customer_name", "customer_phone", "customer_email", "shipping_address", "city",
    "delivery_location", "subtotal", "delivery_charge", "total_amount", "message")
  VALUES (p_order_number, 'pending', p_order->>'customer_name', p_order->>'customer_phone', NULL, p_order->>'shipping_address',
    p_order->>'city', (p_order->>'delivery_location')::"delivery_location", v_subtotal, v_charge, v_subtotal + v_charge, p_order->>'message')
  ON CONFLICT ("order_number") DO NOTHING
  RETURNING "id", "order_number", "created_at", "subtotal" INTO placed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'order number taken' USING ERRCODE = 'HT001';
  END IF;

  INSERT INTO "order_items" ("order_id", "product_id", "product_name", "quantity", "price")
  SELECT placed."id", l."product_id", l."product_name", l."quantity", l."price"
  FROM ROWS FROM (jsonb_to_recordset(placed_lines) AS ("product_id" integer, "product_name" text, "quantity" integer, "price" numeric))
    WITH ORDINALITY AS l("product_id", "product_name", "quantity", "price", "position")
  ORDER BY l."position";
  INSERT INTO "order_status_events" ("order_id", "from_status", "to_status", "changed_by") VALUES (placed."id", NULL, 'pending', 'customer');
  IF p_key IS NOT NULL THEN
    UPDATE "idempotency_keys" SET "order_id" = placed."id" WHERE "key" = p_key;
  END IF;

  RETURN jsonb_build_object('outcome', 'placed', 'id', placed."id", 'order_number', placed."order_number",
    'created_at', placed."created_at", 'subtotal', placed."subtotal"::text, 'lines', placed_lines);
END;
$$;
--> statement-breakpoint
-- Cancels an order in one statement: locks the order's row, and unless it is already cancelled gives
-- every line's units back to stock and takes them out of sold_count, sets the status and records who
-- did it. Returns the status the order had before (NULL: no such order). The row lock comes first, as
-- in every other status change: two cancellations queue on it and the second finds the order
-- cancelled, so stock comes back exactly once. Products are then locked in ascending id, as every
-- writer of stock locks them (place_order), so a cancellation and a basket never deadlock. Lines of
-- deleted products (product_id NULL) have nothing to go back to; an inactive product gets its units
-- back like any other.
CREATE FUNCTION "cancel_order"(p_order_id uuid, p_actor text)
RETURNS "order_status" LANGUAGE plpgsql AS $$
DECLARE
  previous "order_status";
  line record;
BEGIN
  SELECT o."status" INTO previous FROM "orders" o WHERE o."id" = p_order_id FOR UPDATE;
  IF NOT FOUND OR previous = 'cancelled' THEN
    RETURN previous;
  END IF;

  FOR line IN SELECT i."product_id", sum(i."quantity") AS "quantity" FROM "order_items" i
    WHERE i."order_id" = p_order_id AND i."product_id" IS NOT NULL GROUP BY i."product_id" ORDER BY i."product_id" LOOP
    -- Floored: sold_count may have been corrected by hand since the order was placed.
    UPDATE "products" p SET "stock_quantity" = p."stock_quantity" + line."quantity",
      "sold_count" = greatest(p."sold_count" - line."quantity", 0)
      WHERE p."id" = line."product_id";
  END LOOP;

  UPDATE "orders" SET "status" = 'cancelled', "updated_at" = now() WHERE "id" = p_order_id;
  INSERT INTO "order_status_events" ("order_id", "from_status", "to_status", "changed_by") VALUES (p_order_id, previous, 'cancelled', p_actor);
  RETURN previous;
END;
$$;
