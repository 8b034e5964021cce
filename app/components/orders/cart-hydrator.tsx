import { useEffect } from "react";
import { useCart } from "./cart-store";

/** Reads the stored cart once after hydration, so server and first client render match. */
export function CartHydrator() {
  useEffect(() => {
    void useCart.persist.rehydrate();
  }, []);
  return null;
}
