import { isRouteErrorResponse, useRouteError } from "react-router";

/**
 * What the admin guard's refusals render (routes/admin/guard.ts): a staff member whose role lacks
 * the page's permission, e.g. at an address typed by hand, sees this 403 page; other errors of the
 * admin routes that nothing below caught read as a plain failure.
 */
export function AccessDeniedBoundary() {
  const error = useRouteError();
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{denied ? "You don't have access to this page" : "Something went wrong"}</h1>
      <p className="mt-3 text-gray-600">
        {denied ? "Your role does not include this page. Ask an owner if you need it." : "The page could not be shown. Please try again."}
      </p>
      <a href="/admin" className="mt-6 inline-block font-medium text-brand-700 underline">
        Back to the dashboard
      </a>
    </main>
  );
}
