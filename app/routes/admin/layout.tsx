import { type AdminHandle, permissionsOf } from "~/lib/permissions";
import { isRouteErrorResponse, Outlet } from "react-router";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { countUnreadMessages } from "~/.server/content/messages";
import { adminContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { AdminHeader } from "~/components/admin/admin-header";
import { AppSidebar } from "~/components/admin/app-sidebar";
import { SidebarInset, SidebarProvider, sidebarOpenFromCookie } from "~/components/ui/sidebar";
import type { Route } from "./+types/layout";

export const handle: AdminHandle = { permission: "panel" };

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const may = permissionsOf(admin.role);
  // The unread count is shown only to a role that may open the inbox.
  const [{ settings }, unreadMessages] = await Promise.all([settingsFor(context), may.includes("messages") ? countUnreadMessages() : 0]);
  return {
    unreadMessages,
    email: admin.email,
    may,
    storeName: settings.storeName,
    sidebarOpen: sidebarOpenFromCookie(request.headers.get("cookie")),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SidebarProvider defaultOpen={loaderData.sidebarOpen}>
      <AppSidebar storeName={loaderData.storeName} may={loaderData.may} unreadMessages={loaderData.unreadMessages} />
      <SidebarInset>
        <AdminHeader email={loaderData.email} storeName={loaderData.storeName} />
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : error.statusText || `Error ${error.status}`
    : "Something went wrong.";
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">Unexpected Application Error</h1>
      <p className="mt-3 text-gray-600">{message}</p>
      <a href="/admin" className="mt-6 inline-block font-medium text-brand-700 underline">
        Back to the dashboard
      </a>
    </main>
  );
}
