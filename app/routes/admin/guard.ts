import { requireStaff } from "~/.server/auth";
import { adminContext, routeTableContext } from "~/.server/request-context";
import type { Route } from "./+types/guard";

// The one guard of every admin page, action and resource route: routes.ts puts them all under this
// pathless route, so a new admin route cannot miss it. It checks the permission the matched route
// module names in `handle.permission` (app/lib/permissions.ts) against the staff member's role; a
// route that names none is refused to everyone. No session → /admin/login; a signed-in non-staff →
// /admin/denied for reads, 403 for writes; a role without the right → 403 (nothing is changed). The
// staff member it finds is handed to the routes' loaders and actions in the request context.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const permission = context.get(routeTableContext).permissionOf(new URL(request.url).pathname);
    context.set(adminContext, await requireStaff(request, permission));
  },
];

export { AccessDeniedBoundary as ErrorBoundary } from "~/components/admin/access-denied";
