-- Keeps order_counts and order_daily_counts exact for every update of orders (see
-- order_counters_apply.sql): the old rows count down and the new ones up, netted per counter row, so
-- an update that changes no counted column (a message, updated_at) writes nothing.
CREATE OR REPLACE FUNCTION "order_counters_apply_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter_shard smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  INSERT INTO "order_counts" AS c ("status", "delivery_location", "shard", "orders", "revenue")
  SELECT v."status", v."delivery_location", counter_shard, sum(v.n), sum(v.amount)
  FROM (
    SELECT o."status", o."delivery_location", -1, -o."total_amount" FROM "old_orders" o
    UNION ALL
    SELECT o."status", o."delivery_location", 1, o."total_amount" FROM "new_orders" o
  ) AS v ("status", "delivery_location", n, amount)
  GROUP BY v."status", v."delivery_location"
  HAVING sum(v.n) <> 0 OR sum(v.amount) <> 0
  ORDER BY v."status", v."delivery_location"
  ON CONFLICT ("status", "delivery_location", "shard")
  DO UPDATE SET "orders" = c."orders" + excluded."orders", "revenue" = c."revenue" + excluded."revenue";

  INSERT INTO "order_daily_counts" AS c ("day", "shard", "orders")
  SELECT v.day, counter_shard, sum(v.n)
  FROM (
    SELECT (o."created_at" AT TIME ZONE 'UTC')::date, -1 FROM "old_orders" o
    UNION ALL
    SELECT (o."created_at" AT TIME ZONE 'UTC')::date, 1 FROM "new_orders" o
  ) AS v (day, n)
  GROUP BY v.day
  HAVING sum(v.n) <> 0
  ORDER BY v.day
  ON CONFLICT ("day", "shard") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END;
$$;
