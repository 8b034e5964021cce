-- A new product gets its one variant (no options) holding the stock it was inserted with, so every
-- writer of products keeps working: see product_variant_stock_apply.sql.
CREATE OR REPLACE FUNCTION "product_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('haat.stock_sync', 'on', true);
  INSERT INTO "product_variants" ("product_id", "stock_quantity") VALUES (NEW."id", NEW."stock_quantity");
  PERFORM set_config('haat.stock_sync', '', true);
  RETURN NULL;
END;
$$;
