import { getCartProducts } from "~/.server/cart";
import { parseCartIds } from "~/lib/cart";
import type { Route } from "./+types/cart";

/** GET /api/cart?ids=1,2,3: current price, stock and availability of the cart's products. */
export async function loader({ request }: Route.LoaderArgs) {
  const ids = parseCartIds(new URL(request.url).searchParams.get("ids"));
  if (!ids) return Response.json({ error: "Invalid product ids" }, { status: 400 });
  const products = await getCartProducts(ids);
  // Prices and stock change at any moment: never serve this from a cache.
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}
