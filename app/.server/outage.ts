import type { MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./db/unavailable";
import { describeError, logger } from "./logger";
import { requestContext, routeTableContext } from "./request-context";

/**
 * The root route's middleware: every request that runs into a database outage is answered 503
 * instead of the 500 React Router gives any other error. Pages get a route error response (status
 * 503, "Service Unavailable", rendered by the root ErrorBoundary, the same on client navigations);
 * resource routes get `{"error": …}` as JSON. Done once here so no route has to remember it.
 *
 * React Router catches a loader's or action's error and renders its error boundary before any
 * middleware sees the response, so the error itself never reaches `next()`. What failed is recorded
 * in the request context by handleError (entry.server, recordDatabaseOutage below), and this
 * middleware then throws the 503, which React Router renders in place of that page. A request
 * that already found the database down before any route ran (the page cache's version read) is
 * answered at once, without its loaders each waiting for a connection again.
 */
export const answerDatabaseOutages: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const facts = context.get(requestContext);
  const response = facts.databaseOutage.error === undefined ? await next() : undefined;
  if (response && facts.databaseOutage.error === undefined) return response;
  const pathname = new URL(request.url).pathname;
  logger.warn({ requestId: facts.requestId, path: pathname, err: describeError(facts.databaseOutage.error) }, "database unavailable");
  throw unavailableResponse(context.get(routeTableContext).servesPage(pathname));
};

/**
 * For handleError: notes in the request's context that it failed because the database is
 * unreachable. Returns false for any other error.
 */
export function recordDatabaseOutage(error: unknown, facts: { databaseOutage: { error?: unknown } }): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  facts.databaseOutage.error ??= error;
  return true;
}

/** A 503 for a shopper: readable text on a page, `{"error": …}` for API clients. */
export function unavailableResponse(page: boolean): Response {
  const init = {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  };
  return page
    ? new Response(UNAVAILABLE_MESSAGE, { ...init, headers: { ...init.headers, "Content-Type": "text/plain; charset=utf-8" } })
    : Response.json({ error: UNAVAILABLE_MESSAGE }, init);
}
