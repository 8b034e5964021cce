-- Writing products.stock_quantity of a product without options writes its one variant; of a product
-- with options it is refused (HT422: its stock lives on the variants). See product_variant_stock_apply.sql.
CREATE OR REPLACE FUNCTION "product_stock_to_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('haat.stock_sync', true) = 'on' OR NEW."stock_quantity" = OLD."stock_quantity" THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM "product_options" o WHERE o."product_id" = NEW."id") THEN
    RAISE EXCEPTION 'product %: its stock lives on its variants', NEW."id" USING ERRCODE = 'HT422';
  END IF;
  PERFORM set_config('haat.stock_sync', 'on', true);
  UPDATE "product_variants" SET "stock_quantity" = NEW."stock_quantity" WHERE "product_id" = NEW."id";
  PERFORM set_config('haat.stock_sync', '', true);
  RETURN NULL;
END;
$$;
