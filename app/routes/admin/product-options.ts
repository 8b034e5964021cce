import type { AdminHandle } from "~/lib/permissions";
import { data } from "react-router";
import { searchActiveProductOptions } from "~/.server/admin/banners";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import type { Route } from "./+types/product-options";

export const handle: AdminHandle = { permission: "banners" };

// A resource route outside the admin layout, so it sets the layout's headers itself.

/** GET ?q= → up to 20 active products {id, name, slug} for the banner dialog's product picker. */
export async function loader({ request }: Route.LoaderArgs) {
  const products = await searchActiveProductOptions(new URL(request.url).searchParams.get("q"));
  return data({ products }, { headers: ADMIN_HEADERS });
}
