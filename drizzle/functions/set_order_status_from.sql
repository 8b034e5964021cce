-- The order desk's decisions (Confirmed, Cancel), called by setOrderStatus with an expected status
-- (app/.server/orders/status.ts).
--
-- Changes the order only if it still has the status the staff member saw (p_expected), checked under
-- the order's row lock, so two staff confirming the same order at once confirm it once: the second
-- waits on the lock, then finds it no longer pending and changes nothing. It returns the status the
-- order had (NULL: no such order); the caller compares it with p_expected. The change itself is
-- set_order_status: stock, status and its event. A cancellation with a reason records it in
-- order_cancellations in the same transaction.
CREATE OR REPLACE FUNCTION "set_order_status_from"(p_order_id uuid, p_expected "order_status", p_status "order_status", p_actor text,
  p_reason text DEFAULT NULL, p_detail text DEFAULT NULL)
RETURNS "order_status" LANGUAGE plpgsql AS $$
DECLARE
  current_status "order_status";
BEGIN
  SELECT o."status" INTO current_status FROM "orders" o WHERE o."id" = p_order_id FOR UPDATE;
  IF NOT FOUND OR current_status <> p_expected THEN
    RETURN current_status;
  END IF;
  PERFORM set_order_status(p_order_id, p_status, p_actor);
  IF p_status = 'cancelled' AND p_reason IS NOT NULL THEN
    INSERT INTO "order_cancellations" ("order_id", "reason", "detail", "cancelled_by")
      VALUES (p_order_id, p_reason, p_detail, p_actor)
      ON CONFLICT ("order_id") DO UPDATE SET "reason" = excluded."reason", "detail" = excluded."detail",
        "cancelled_by" = excluded."cancelled_by", "created_at" = now();
  END IF;
  RETURN current_status;
END;
$$;
