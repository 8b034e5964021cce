-- Keeps order_counts and order_daily_counts exact for every insert and delete of orders, whoever makes
-- it (the order service, a seed, a manual fix). Statement triggers with transition tables (drizzle/0012)
-- add up the whole statement first and upsert each counter row once, in key order, so two bulk changes
-- never lock counter rows in opposite orders, and a statement of a million orders costs a handful of
-- counter writes. Each connection writes its own shard so concurrent commits rarely share a row.
-- Statement triggers cannot be deferred: the counter rows stay locked from the statement's end until
-- the transaction ends. For an order (place_order) that is after its stock is taken.
-- Inserted orders count up, deleted ones down; both transition tables are called "changed_orders".
CREATE OR REPLACE FUNCTION "order_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter_shard smallint := (pg_backend_pid() % 8)::smallint;
  direction integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO "order_counts" AS c ("status", "delivery_location", "shard", "orders", "revenue")
  SELECT o."status", o."delivery_location", counter_shard, direction * count(*), direction * sum(o."total_amount")
  FROM "changed_orders" o
  GROUP BY o."status", o."delivery_location"
  ORDER BY o."status", o."delivery_location"
  ON CONFLICT ("status", "delivery_location", "shard")
  DO UPDATE SET "orders" = c."orders" + excluded."orders", "revenue" = c."revenue" + excluded."revenue";

  INSERT INTO "order_daily_counts" AS c ("day", "shard", "orders")
  SELECT (o."created_at" AT TIME ZONE 'UTC')::date, counter_shard, direction * count(*)
  FROM "changed_orders" o
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT ("day", "shard") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END;
$$;
