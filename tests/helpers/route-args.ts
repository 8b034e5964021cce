import type { ActionFunctionArgs, LoaderFunctionArgs, Params, RouterContextProvider } from "react-router";
import type { Staff } from "~/.server/auth";
import { adminContext, createRequestContext, type RequestFacts } from "~/.server/request-context";
import type { RouteTable } from "~/.server/route-table";

/** What a test chooses of the request's context; everything else is what the server would give. */
export type TestContextFacts = Partial<RequestFacts> & {
  /** The route table, for loaders that read it (the sitemap). */
  routeTable?: RouteTable;
  /** The signed-in staff member, as the admin guard would set it (an owner unless `role` says otherwise). */
  admin?: { userId: string; email: string } & Partial<Staff>;
};

/** The context a loader or action gets from the server, with the facts a test chooses. */
export function testContext({ routeTable, admin, ...facts }: TestContextFacts = {}): RouterContextProvider {
  const context = createRequestContext({ requestId: "test", cspNonce: undefined, clientIp: undefined, renderFailures: { count: 0 }, ...facts }, routeTable);
  if (admin) context.set(adminContext, { name: admin.email, role: "owner", twoFactorEnabled: false, sessionId: "test", ...admin });
  return context;
}

type Options<P extends Params> = {
  /** The route's params as its module types them (e.g. `{ orderId: "…" }`); none by default. */
  params?: P;
  /** The request's context (client address, nonce…): the server's defaults unless given. */
  context?: TestContextFacts | RouterContextProvider;
  /** The matched route pattern; the request's path by default (no route here reads it). */
  pattern?: string;
};

type WithParams<Args, P> = Omit<Args, "params" | "context"> & { params: P; context: Readonly<RouterContextProvider> };

/**
 * Any route's loader or action, whatever params its module declares (`{ orderId: string }`…), for a
 * test that calls several routes through one helper. Method syntax on purpose: TypeScript compares a
 * method's parameters both ways, so a loader typed for its own params still fits.
 */
export type DataFunction = { call(args: WithParams<LoaderFunctionArgs, Params>): Promise<unknown> }["call"];

function dataFunctionArgs<P extends Params>(request: Request, { params, context = {}, pattern }: Options<P>) {
  const url = new URL(request.url);
  const provider = "get" in context && typeof context.get === "function" ? (context as RouterContextProvider) : testContext(context as TestContextFacts);
  return { request, url, pattern: pattern ?? url.pathname, params: params ?? ({} as P), context: provider };
}

/** The arguments React Router passes a route's loader for `request`, so a test calls the loader as the server would. */
export function loaderArgs<P extends Params = Record<string, never>>(request: Request, options: Options<P> = {}): WithParams<LoaderFunctionArgs, P> {
  return dataFunctionArgs(request, options);
}

/** The arguments React Router passes a route's action for `request`, so a test calls the action as the server would. */
export function actionArgs<P extends Params = Record<string, never>>(request: Request, options: Options<P> = {}): WithParams<ActionFunctionArgs, P> {
  return dataFunctionArgs(request, options);
}
