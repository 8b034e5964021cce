import type { MetaDescriptor } from "react-router";

type AnyMatch = { id: string; loaderData?: unknown } | undefined;

const LAYOUT_ID = "routes/shop/layout";

/** The store name from the shop layout's loader data ("Haat" until it is known). */
export function storeNameOf(matches: readonly AnyMatch[]): string {
  const data = matches.find((m) => m?.id === LAYOUT_ID)?.loaderData;
  return data && typeof data === "object" && "storeName" in data && typeof data.storeName === "string" ? data.storeName : "Haat";
}

/** A page's title ("{title} | {store}") and meta description. */
export function pageMeta(matches: readonly AnyMatch[], title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: "description", content: description }];
}
