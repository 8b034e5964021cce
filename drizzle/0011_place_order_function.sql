-- Places an order in one call: the whole order is one statement, so it needs no BEGIN and COMMIT
-- round trips and a product's row stays locked only while this function runs and commits (orders
-- for one popular product queue for that long each). Called by createOrder (app/.server/orders.ts),
-- which prices the response from the lines returned and checks the subtotal against its own sum.
--
-- Outcomes:
--   {"outcome": "placed", id, order_number, created_at, subtotal, lines: [{product_id, product_name, quantity, price}]}
--   {"outcome": "replay", request_hash, order_id}: the idempotency key was used within 24 hours
--     (a concurrent request with the key is waited for first); nothing was changed.
-- Errors (everything rolled back): HT409 "unavailable:<product id>" for the first line, in product
-- id order, whose product is missing, inactive or short of stock; HT001 when the order number is
-- taken (draw another); 22003 when an amount does not fit numeric(12,2).
CREATE FUNCTION "place_order"(p_key text, p_request_hash text, p_order_number text, p_order jsonb, p_lines jsonb)
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
      WHERE k."created_at" < now() - interval '24 hours';
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
