import { searchActiveProductOptions } from "~/.server/admin/banners";
import { requireAdmin } from "~/.server/auth";
import type { Route } from "./+types/product-options";

/** GET ?q= → up to 20 active products {id, name, slug} for the banner dialog's product picker. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const products = await searchActiveProductOptions(new URL(request.url).searchParams.get("q"));
  return { products };
}
