import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { RouterContextProvider } from "react-router";
import { routeTableContext } from "~/.server/request-context";
import { createRouteTable, type BuiltRoute, type RouteTable } from "~/.server/route-table";
import routes from "~/routes";
import type { DataFunction } from "./route-args";

/**
 * The app's route table as the server builds it from the server build, made here from routes.ts and
 * the route modules themselves (tests run without a build). Built once per test file.
 */
let appTable: Promise<RouteTable> | undefined;
export function appRouteTable(): Promise<RouteTable> {
  return (appTable ??= buildAppRouteTable());
}

async function buildAppRouteTable(): Promise<RouteTable> {
  const built: Record<string, BuiltRoute> = { root: { id: "root", path: "", module: (await import("~/root")) as { handle?: unknown } } };
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = (await import(/* @vite-ignore */ `~/${entry.file}`)) as { handle?: unknown };
      built[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      await add(entry.children ?? [], id);
    }
  };
  await add(routes, "root");
  return createRouteTable(built);
}

type Args = Parameters<DataFunction>[0];
type Middleware = (args: Args, next: () => Promise<unknown>) => Promise<unknown>;
type RouteModule = { loader?: DataFunction; action?: DataFunction; middleware?: Middleware[] };

/** The route modules from the root down to the route whose module is `file` (root first), or undefined. */
export function routeChain(file: string, entries: RouteConfigEntry[] = routes, above: string[] = ["root.tsx"]): string[] | undefined {
  for (const entry of entries) {
    if (entry.file === file) return [...above, file];
    const found = routeChain(file, entry.children ?? [], [...above, entry.file]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Runs the loader or action of the route whose module is `file` as React Router does: behind the
 * middleware of every route above it and its own, in order (a middleware that does not call next()
 * has it called after it returns). What it throws is thrown.
 */
export async function runRoute(file: string, kind: "loader" | "action", args: Args): Promise<unknown> {
  await withRouteTable(args);
  const chainFiles = routeChain(file);
  if (!chainFiles) throw new Error(`${file} is not in the route table`);
  const modules = await Promise.all(chainFiles.map((f) => import(/* @vite-ignore */ `~/${f}`) as Promise<RouteModule>));
  const chain = modules.flatMap((module) => module.middleware ?? []);
  const handler = modules.at(-1)![kind];
  if (!handler) throw new Error(`${file} has no ${kind}`);
  const next = async (index: number): Promise<unknown> => {
    const middleware = chain[index];
    if (!middleware) return handler(args);
    let called: Promise<unknown> | undefined;
    const result = await middleware(args, () => (called ??= next(index + 1)));
    return called ? result : next(index + 1);
  };
  return next(0);
}

/**
 * The arguments of an admin loader or action once the admin guard (routes/admin/guard.ts) has let
 * them through, as for a request React Router runs behind it: the signed-in admin of the request's
 * cookie is in the context. What the guard throws (a redirect, a 403) is thrown.
 */
export async function behindAdminGuard<A extends Args>(args: A): Promise<A> {
  await withRouteTable(args);
  const guard = (await import("~/routes/admin/guard")) as unknown as RouteModule;
  for (const middleware of guard.middleware ?? []) await middleware(args, async () => undefined);
  return args;
}

/** Gives the request's context the app's route table, as the server does, unless the test set one (the admin guard reads it). */
async function withRouteTable(args: Args) {
  const context = args.context as RouterContextProvider;
  try {
    context.get(routeTableContext);
  } catch {
    context.set(routeTableContext, await appRouteTable());
  }
}
