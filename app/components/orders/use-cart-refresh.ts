import { useCallback, useEffect, useState } from "react";
import { type CartProductFacts, MAX_CART_IDS } from "~/lib/cart";
import { type CartNotice, compareCart } from "./cart-changes";
import { useCart } from "./cart-store";
import { useLocale } from "~/components/i18n";
import { type Locale, LOCALE_HEADER } from "~/lib/i18n";

/** Applies the server's current facts to the cart (dropping lines no longer sold) and returns what changed. */
async function checkCart(locale: Locale): Promise<CartNotice[]> {
  const ids = useCart
    .getState()
    // Lines beyond what GET /api/cart answers for are checked by the order API anyway.
    .items.slice(0, MAX_CART_IDS)
    .map((line) => line.product.id);
  if (ids.length === 0) return [];
  const response = await fetch(`/api/cart?ids=${ids.join(",")}`, { headers: { Accept: "application/json", [LOCALE_HEADER]: locale } });
  if (!response.ok) return [];
  const { products } = (await response.json()) as { products: CartProductFacts[] };
  // The shopper may have changed the cart while the request was out: compare what is there now.
  const { items, remove, replaceProducts } = useCart.getState();
  const changes = compareCart(
    items.filter((line) => ids.includes(line.product.id)),
    products,
    locale,
  );
  for (const id of changes.removedIds) remove(id);
  replaceProducts(changes.products);
  return changes.notices;
}

/**
 * Once the stored cart is hydrated, refreshes each line's price, stock and availability from the
 * server and returns notices about what changed. `refresh` checks again (e.g. after the order API
 * refused the cart). A failed check shows nothing: the order API checks everything again.
 */
export function useCartRefresh() {
  const hydrated = useCart((state) => state.hydrated);
  const [notices, setNotices] = useState<CartNotice[]>([]);
  const locale = useLocale();

  useEffect(() => {
    if (hydrated) checkCart(locale).then(setNotices, () => undefined);
  }, [hydrated, locale]);

  const refresh = useCallback(() => checkCart(locale).then(setNotices, () => undefined), [locale]);
  return { notices, refresh };
}
