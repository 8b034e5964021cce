import { requireAdmin } from "~/.server/auth";
import { adminContext } from "~/.server/request-context";
import type { Route } from "./+types/guard";

// The one guard of every admin page, action and resource route: routes.ts puts them all under this
// pathless route, so a new admin route cannot miss it. No session → /admin/login; a signed-in
// non-admin → /admin/denied for reads, 403 for writes (nothing is changed). The admin it finds is
// handed to the routes' loaders and actions in the request context.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(adminContext, await requireAdmin(request));
  },
];
