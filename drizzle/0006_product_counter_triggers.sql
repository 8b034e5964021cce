-- Keeps product_counts exact for every insert and delete of products, whoever makes it (the admin, a
-- seed, a manual fix). Statement triggers with transition tables add one delta per statement, so a
-- 100k-row insert costs one counter write, not 100k; an INSERT … ON CONFLICT lists only the rows it
-- really inserted. The counter row stays locked until the writer commits: under READ COMMITTED a
-- concurrent writer of the same shard waits and then adds to the committed value, so no delta is lost.
-- Updates never change how many products exist and have no trigger.
CREATE FUNCTION "product_counter_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "products_counter_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_counter_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counter_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_counter_apply"();
--> statement-breakpoint
-- TRUNCATE fires no delete triggers: empty the counter with it (a later insert in the same
-- transaction counts from zero again).
CREATE FUNCTION "product_counter_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_counter_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counter_truncate"();
--> statement-breakpoint
-- Existing products, counted after the triggers exist: creating them locked out concurrent writers
-- until this migration commits, so no product is counted twice or missed.
INSERT INTO "product_counts" ("shard", "products") SELECT 0, count(*) FROM "products";
