import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createRouteTable, type BuiltRoute, type RouteTable } from "~/.server/route-table";
import routes from "~/routes";

/**
 * The app's route table as the server builds it from the server build, made here from routes.ts and
 * the route modules themselves (tests run without a build).
 */
export async function appRouteTable(): Promise<RouteTable> {
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
