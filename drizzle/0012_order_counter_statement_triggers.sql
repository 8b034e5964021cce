-- Replaces the row-level counter trigger of 0004. It ran once per changed order at commit, each run
-- locking its own counter rows: a bulk change (UPDATE orders SET status = 'shipped' WHERE …) locked
-- them in the order of its rows, and two such transactions on one shard could each hold a row the
-- other wanted next and deadlock at commit. Statement triggers with transition tables add up the
-- whole statement first and upsert each counter row once, in key order (as 0006 does for products):
-- a statement of a million orders costs a handful of counter writes instead of a million.
--
-- Statement triggers cannot be deferred, so the counter rows are now locked when the statement ends,
-- not at commit, and stay locked until the transaction ends. For an order (place_order, 0011) that is
-- after its stock is taken, as before, for the few statements left before its commit. A transaction
-- that changes orders in several statements locks each statement's rows in turn: change many orders
-- in one statement. Updates that change no counted column (a message, updated_at) write nothing.
DROP TRIGGER "orders_counters" ON "orders";
--> statement-breakpoint
DROP FUNCTION "order_counters_apply"();
--> statement-breakpoint
-- Inserted orders count up, deleted ones down; both transition tables are called "changed_orders".
CREATE FUNCTION "order_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Updated orders: the old rows count down and the new ones up, netted per counter row.
CREATE FUNCTION "order_counters_apply_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- PostgreSQL allows transition tables only on triggers for a single event: one trigger each.
CREATE TRIGGER "orders_counters_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "changed_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_counters_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "changed_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_counters_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counters_apply_update"();
