-- Cancelling is one case of set_order_status (a returned order becoming cancelled moves no stock).
-- Returns the status the order had before (NULL: no such order).
CREATE OR REPLACE FUNCTION "cancel_order"(p_order_id uuid, p_actor text)
RETURNS "order_status" LANGUAGE plpgsql AS $$
BEGIN
  RETURN set_order_status(p_order_id, 'cancelled', p_actor);
END;
$$;
