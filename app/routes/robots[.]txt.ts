import { publicOrigin } from "~/.server/public-url";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: keep crawlers out of the admin, cart, checkout, order pages and API; point them at the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /cart", "Disallow: /checkout", "Disallow: /order-confirmation", "Disallow: /api", "", `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
