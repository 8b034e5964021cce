import { useEffect } from "react";
import { rehydrateCart } from "./cart-store";

/** Reads the stored cart once after hydration, so server and first client render match. */
export function CartHydrator() {
  useEffect(() => {
    rehydrateCart();
  }, []);
  return null;
}
