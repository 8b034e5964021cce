import { data, Link } from "react-router";
import { logger } from "~/.server/logger";
import { pageMeta } from "~/components/shop/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Page not found", "This page does not exist. Browse the shop or search for a product."),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        Go back home
      </Link>
    </section>
  );
}
