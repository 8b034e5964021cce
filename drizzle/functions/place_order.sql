-- An order in one statement (docs/decisions/005-order-in-one-database-call.md), called by createOrder
-- (app/.server/orders/place.ts). In one transaction: the idempotency key's claim (a repeat within
-- p_key_window returns 'replay' with the first order; an expired key is taken over), the delivery zone
-- (p_order's delivery_location, or the first active zone) and the free-shipping threshold, the stock of
-- every line, the order with the database's own prices, its items, its first status event, the
-- client's address for the desk (order_clients), and the key pointed at the order.
--
-- Stock is taken first from each line's variant, in ascending (product id, variant id), as every writer of stock locks rows: two baskets
-- never deadlock, and every writer takes products before the order counters (the order's insert locks
-- an order_counts row through its trigger; set_order_status locks products before it updates the order),
-- so an order and a cancellation never each hold what the other waits for.
--
-- Refusals, as SQLSTATEs the service reads: HT400 'zone:<key>' (no such active zone) or
-- 'options:<product id>' (a line names a product with options but no variant), HT409
-- 'unavailable:<product id>:<variant id>' (product or variant inactive, missing or short of stock;
-- nothing is changed), HT001 (the random order number is taken: the caller draws another).
CREATE OR REPLACE FUNCTION "place_order"(p_key text, p_request_hash text, p_key_window interval, p_order_number text, p_order jsonb, p_lines jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  line record;
  taken record;
  took record;
  line_label record;
  existing record;
  placed record;
  zone record;
  placed_lines jsonb := '[]'::jsonb;
  v_subtotal numeric := 0;
  v_threshold numeric;
  v_charge numeric;
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

  IF p_order->>'delivery_location' IS NULL THEN
    SELECT z."key", z."name", z."name_bn", z."charge", z."estimate", z."estimate_bn" INTO zone FROM "delivery_zones" z
      WHERE z."is_active" ORDER BY z."display_order", z."key" LIMIT 1;
  ELSE
    SELECT z."key", z."name", z."name_bn", z."charge", z."estimate", z."estimate_bn" INTO zone FROM "delivery_zones" z
      WHERE z."key" = p_order->>'delivery_location' AND z."is_active";
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'zone:%', coalesce(p_order->>'delivery_location', '') USING ERRCODE = 'HT400';
  END IF;
  SELECT s."free_shipping_threshold" INTO v_threshold FROM "shop_settings" s WHERE s."id" = 1;

  -- Each line names a variant, or a product without options (its one variant). Ascending (product id,
  -- variant id), as every writer of stock locks rows: two baskets never deadlock, and the variant's
  -- stock trigger (product_variant_stock_apply) locks products in ascending id too.
  FOR line IN
    SELECT r.* FROM (
      SELECT coalesce((SELECT v."product_id" FROM "product_variants" v WHERE v."id" = l."variant_id"), l."product_id") AS "product_id",
        coalesce(l."variant_id", (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = l."product_id"
          AND NOT EXISTS (SELECT 1 FROM "product_options" o WHERE o."product_id" = l."product_id") ORDER BY v."id" LIMIT 1)) AS "variant_id",
        l."quantity", l."product_id" AS "asked_product"
      FROM jsonb_to_recordset(p_lines) AS l("product_id" integer, "variant_id" integer, "quantity" integer)) r
    ORDER BY r."product_id", r."variant_id"
  LOOP
    IF line."variant_id" IS NULL AND EXISTS (SELECT 1 FROM "product_options" o WHERE o."product_id" = line."product_id") THEN
      RAISE EXCEPTION 'options:%', line."product_id" USING ERRCODE = 'HT400';
    END IF;
    UPDATE "product_variants" v SET "stock_quantity" = v."stock_quantity" - line."quantity"
      WHERE v."id" = line."variant_id" AND v."product_id" = coalesce(line."asked_product", v."product_id") AND v."is_active"
        AND v."stock_quantity" >= line."quantity"
      RETURNING v."price", v."sku" INTO took;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'unavailable:%:%', coalesce(line."product_id", line."asked_product"), coalesce(line."variant_id"::text, '') USING ERRCODE = 'HT409';
    END IF;
    UPDATE "products" p SET "sold_count" = p."sold_count" + line."quantity"
      WHERE p."id" = line."product_id" AND p."is_active"
      RETURNING p."name", p."price" INTO taken;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'unavailable:%:%', line."product_id", line."variant_id" USING ERRCODE = 'HT409';
    END IF;
    -- The variant's label as the shopper saw it, in both languages (NULL without options).
    SELECT string_agg(o."name" || ': ' || ov."value", ' · ' ORDER BY o."position", o."id") AS "en",
      string_agg(coalesce(o."name_bn", o."name") || ': ' || coalesce(ov."value_bn", ov."value"), ' · ' ORDER BY o."position", o."id") AS "bn"
      INTO line_label
      FROM "product_variant_values" vv JOIN "product_options" o ON o."id" = vv."option_id" JOIN "product_option_values" ov ON ov."id" = vv."value_id"
      WHERE vv."variant_id" = line."variant_id";
    v_subtotal := v_subtotal + coalesce(took."price", taken."price") * line."quantity";
    placed_lines := placed_lines || jsonb_build_array(jsonb_build_object(
      'product_id', line."product_id", 'variant_id', line."variant_id", 'product_name', taken."name", 'variant_label', line_label."en",
      'variant_label_bn', line_label."bn", 'sku', took."sku", 'quantity', line."quantity", 'price', coalesce(took."price", taken."price")::text));
  END LOOP;

  v_charge := CASE WHEN v_threshold IS NOT NULL AND v_subtotal > v_threshold THEN 0 ELSE zone."charge" END;

  INSERT INTO "orders" ("order_number", "status", "customer_name", "customer_phone", "customer_email", "shipping_address", "city", "area",
    "delivery_location", "delivery_zone_name", "delivery_estimate", "delivery_zone_name_bn", "delivery_estimate_bn", "subtotal", "delivery_charge", "total_amount", "message")
  VALUES (p_order_number, 'pending', p_order->>'customer_name', p_order->>'customer_phone', NULL, p_order->>'shipping_address',
    p_order->>'city', p_order->>'area', zone."key", zone."name", zone."estimate", zone."name_bn", zone."estimate_bn", v_subtotal, v_charge, v_subtotal + v_charge, p_order->>'message')
  ON CONFLICT ("order_number") DO NOTHING
  RETURNING "id", "order_number", "created_at", "subtotal", "delivery_charge" INTO placed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'order number taken' USING ERRCODE = 'HT001';
  END IF;

  INSERT INTO "order_items" ("order_id", "product_id", "variant_id", "product_name", "variant_label", "variant_label_bn", "sku", "quantity", "price")
  SELECT placed."id", l."product_id", l."variant_id", l."product_name", l."variant_label", l."variant_label_bn", l."sku", l."quantity", l."price"
  FROM ROWS FROM (jsonb_to_recordset(placed_lines) AS ("product_id" integer, "variant_id" integer, "product_name" text, "variant_label" text,
      "variant_label_bn" text, "sku" text, "quantity" integer, "price" numeric))
    WITH ORDINALITY AS l("product_id", "variant_id", "product_name", "variant_label", "variant_label_bn", "sku", "quantity", "price", "position")
  ORDER BY l."position";
  INSERT INTO "order_status_events" ("order_id", "from_status", "to_status", "changed_by") VALUES (placed."id", NULL, 'pending', 'customer');
  IF p_order->>'client_address' IS NOT NULL THEN
    INSERT INTO "order_clients" ("order_id", "client_address") VALUES (placed."id", p_order->>'client_address');
  END IF;
  IF p_key IS NOT NULL THEN
    UPDATE "idempotency_keys" SET "order_id" = placed."id" WHERE "key" = p_key;
  END IF;

  RETURN jsonb_build_object('outcome', 'placed', 'id', placed."id", 'order_number', placed."order_number",
    'created_at', placed."created_at", 'subtotal', placed."subtotal"::text, 'delivery_location', zone."key",
    'zone_name', zone."name", 'zone_charge', zone."charge"::text, 'estimate', zone."estimate", 'threshold', v_threshold::text,
    'delivery_charge', placed."delivery_charge"::text, 'lines', placed_lines);
END;
$$;
