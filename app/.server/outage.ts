import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "react-router";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./db/unavailable";
import { describeError, logger } from "./logger";
import { requestContext } from "./request-context";

type DataFunction = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

/**
 * The build with every loader and action answering 503 while the database is unreachable, instead
 * of the 500 React Router gives any other thrown error. Pages get a route error response (status
 * 503, "Service Unavailable", shown by the root ErrorBoundary, the same on client navigations);
 * resource routes get `{"error": …}` as JSON. Done once here so no route has to remember it.
 */
export function answerOutagesWith503(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module };
    const page = Boolean(module.default || module.ErrorBoundary);
    if (module.loader) module.loader = guard(module.loader as DataFunction, id, page) as typeof module.loader;
    if (module.action) module.action = guard(module.action as DataFunction, id, page) as typeof module.action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

function guard(handler: DataFunction, routeId: string, page: boolean): DataFunction {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn({ requestId: args.context.get(requestContext).requestId, routeId, err: describeError(error) }, "database unavailable");
      throw unavailableResponse(page);
    }
  };
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
