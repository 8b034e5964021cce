import { getCartProducts } from "~/.server/cart";
import { localeContext } from "~/.server/request-context";
import { parseCartIds } from "~/lib/cart";
import { localizeShopperMessage } from "~/lib/shopper-messages";
import type { Route } from "./+types/cart";

/** GET /api/cart?ids=1,2,3: current price, stock and availability of the cart's products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseCartIds(new URL(request.url).searchParams.get("ids"));
  if (!ids) return Response.json({ error: localizeShopperMessage("Invalid product ids", context.get(localeContext)) }, { status: 400 });
  const products = await getCartProducts(ids, { locale: context.get(localeContext) });
  // Prices and stock change at any moment: never serve this from a cache.
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}
