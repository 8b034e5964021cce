-- Keeps order_counts and order_daily_counts exact for every write to orders, whoever makes it (the
-- order service, a seed, a manual fix). Constraint triggers deferred to commit take the counter-row
-- locks last and hold them only while committing, so they never sit inside the order transaction's
-- stock locks. Each connection writes its own shard so concurrent commits rarely share a row; rows of
-- one call are upserted in key order, so two transactions never lock counter rows in opposite orders.
CREATE FUNCTION "order_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter_shard smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  INSERT INTO "order_counts" AS c ("status", "delivery_location", "shard", "orders", "revenue")
  SELECT v.status, v.location, counter_shard, sum(v.n), sum(v.amount)
  FROM (
    SELECT OLD."status", OLD."delivery_location", -1, -OLD."total_amount" WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW."status", NEW."delivery_location", 1, NEW."total_amount" WHERE TG_OP IN ('UPDATE', 'INSERT')
  ) AS v (status, location, n, amount)
  GROUP BY v.status, v.location
  HAVING sum(v.n) <> 0 OR sum(v.amount) <> 0
  ORDER BY v.status, v.location
  ON CONFLICT ("status", "delivery_location", "shard")
  DO UPDATE SET "orders" = c."orders" + excluded."orders", "revenue" = c."revenue" + excluded."revenue";

  INSERT INTO "order_daily_counts" AS c ("day", "shard", "orders")
  SELECT v.day, counter_shard, sum(v.n)
  FROM (
    SELECT (OLD."created_at" AT TIME ZONE 'UTC')::date, -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT (NEW."created_at" AT TIME ZONE 'UTC')::date, 1 WHERE TG_OP IN ('UPDATE', 'INSERT')
  ) AS v (day, n)
  GROUP BY v.day
  HAVING sum(v.n) <> 0
  ORDER BY v.day
  ON CONFLICT ("day", "shard") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_counters" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_counters_apply"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: empty the counters with it.
CREATE FUNCTION "order_counters_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts";
  DELETE FROM "order_daily_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counters_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counters_truncate"();
--> statement-breakpoint
-- Existing orders, counted after the triggers exist: creating them locked out concurrent writers
-- until this migration commits, so no order is counted twice or missed.
INSERT INTO "order_counts" ("status", "delivery_location", "shard", "orders", "revenue")
SELECT "status", "delivery_location", 0, count(*), sum("total_amount") FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "order_daily_counts" ("day", "shard", "orders")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, 0, count(*) FROM "orders" GROUP BY 1;
