import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, Params } from "react-router";

type Options<P extends Params> = {
  /** The route's params as its module types them (e.g. `{ orderId: "…" }`); none by default. */
  params?: P;
  /** What server.ts hands every loader and action (client address, nonce…); empty by default. */
  context?: AppLoadContext;
  /** The matched route pattern; the request's path by default (no route here reads it). */
  pattern?: string;
};

type WithParams<Args, P> = Omit<Args, "params" | "context"> & { params: P; context: AppLoadContext };

/**
 * Any route's loader or action, whatever params its module declares (`{ orderId: string }`…), for a
 * test that calls several routes through one helper. Method syntax on purpose: TypeScript compares a
 * method's parameters both ways, so a loader typed for its own params still fits.
 */
export type DataFunction = { call(args: WithParams<LoaderFunctionArgs, Params>): Promise<unknown> }["call"];

function dataFunctionArgs<P extends Params>(request: Request, { params, context = {}, pattern }: Options<P>) {
  const url = new URL(request.url);
  return { request, url, pattern: pattern ?? url.pathname, params: params ?? ({} as P), context };
}

/** The arguments React Router passes a route's loader for `request`, so a test calls the loader as the server would. */
export function loaderArgs<P extends Params = Record<string, never>>(request: Request, options: Options<P> = {}): WithParams<LoaderFunctionArgs, P> {
  return dataFunctionArgs(request, options);
}

/** The arguments React Router passes a route's action for `request`, so a test calls the action as the server would. */
export function actionArgs<P extends Params = Record<string, never>>(request: Request, options: Options<P> = {}): WithParams<ActionFunctionArgs, P> {
  return dataFunctionArgs(request, options);
}
