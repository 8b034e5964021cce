-- TRUNCATE fires no row or delete triggers: empty the order counters with it (drizzle/0004's trigger).
CREATE OR REPLACE FUNCTION "order_counters_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts";
  DELETE FROM "order_daily_counts";
  RETURN NULL;
END;
$$;
