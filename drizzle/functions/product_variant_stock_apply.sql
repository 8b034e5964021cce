-- products.stock_quantity is the sum of the product's active variants' stock (the listing, the admin
-- list and "Out of Stock" read it), kept by these triggers whoever writes (docs/decisions/
-- 016-product-variants.md):
--   product_variant_stock_apply: a variant's insert, update or delete adds its change of active stock
--     to its product. A delta, not a recount: under READ COMMITTED two orders for two variants of one
--     product each add their own change to the row the other committed, so none is lost.
--   product_default_variant: a new product gets its one variant (no options), holding the stock it
--     was inserted with, so every writer of products (admin, seed, bench) keeps working.
--   product_stock_to_variant: writing products.stock_quantity of a product without options writes its
--     one variant; of a product with options it is refused (its stock lives on the variants).
-- haat.stock_sync marks the write one trigger makes for another, so they never answer each other.
CREATE OR REPLACE FUNCTION "product_variant_stock_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF current_setting('haat.stock_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."is_active" THEN
    delta := NEW."stock_quantity";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."is_active" THEN
    delta := delta - OLD."stock_quantity";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."product_id" <> OLD."product_id" THEN
    RAISE EXCEPTION 'a variant cannot move to another product';
  END IF;
  IF delta <> 0 THEN
    PERFORM set_config('haat.stock_sync', 'on', true);
    UPDATE "products" SET "stock_quantity" = "stock_quantity" + delta WHERE "id" = coalesce(NEW."product_id", OLD."product_id");
    PERFORM set_config('haat.stock_sync', '', true);
  END IF;
  RETURN NULL;
END;
$$;
