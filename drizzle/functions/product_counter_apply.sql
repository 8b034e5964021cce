-- Keeps product_counts exact for every insert and delete of products, whoever makes it (the admin, a
-- seed, a manual fix). Statement triggers with transition tables (drizzle/0006) add one delta per
-- statement, so a 100k-row insert costs one counter write, not 100k; an INSERT … ON CONFLICT lists
-- only the rows it really inserted. The counter row stays locked until the writer commits: under READ
-- COMMITTED a concurrent writer of the same shard waits and then adds to the committed value, so no
-- delta is lost. Updates never change how many products exist and have no trigger.
CREATE OR REPLACE FUNCTION "product_counter_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "changed_products";
  IF TG_OP = 'DELETE' THEN
    delta := -delta;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "product_counts" AS c ("shard", "products") VALUES ((pg_backend_pid() % 8)::smallint, delta)
    ON CONFLICT ("shard") DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  RETURN NULL;
END;
$$;
