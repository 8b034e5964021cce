-- TRUNCATE fires no delete triggers: empty the product counter with it (a later insert in the same
-- transaction counts from zero again).
CREATE OR REPLACE FUNCTION "product_counter_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_counts";
  RETURN NULL;
END;
$$;
