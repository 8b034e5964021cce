import { getCartProducts } from "~/.server/cart";
import type { Route } from "./+types/cart";

const MAX_IDS = 100;
const MAX_ID = 2_147_483_647;

/** GET /api/cart?ids=1,2,3: current price, stock and availability of the cart's products. */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const parts = raw === "" ? [] : raw.split(",");
  const ids = [...new Set(parts.map(Number))];
  if (parts.length > MAX_IDS || parts.some((part) => !/^\d{1,10}$/.test(part)) || ids.some((id) => id < 1 || id > MAX_ID)) {
    return Response.json({ error: "Invalid product ids" }, { status: 400 });
  }
  const products = await getCartProducts(ids);
  // Prices and stock change at any moment: never serve this from a cache.
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}
