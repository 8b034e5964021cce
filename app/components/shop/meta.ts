import type { Location, MetaDescriptor } from "react-router";
import { type Locale, localeFromPath, localizePath, stripLocale } from "~/lib/i18n";

type AnyMatch = { id: string; loaderData?: unknown } | undefined;
type MetaArgs = { matches: readonly AnyMatch[]; location: Pick<Location, "pathname" | "search"> };

const LAYOUT_ID = "routes/shop/layout";

function layoutField(matches: readonly AnyMatch[], field: string): string | undefined {
  const data = matches.find((m) => m?.id === LAYOUT_ID)?.loaderData;
  const value = data && typeof data === "object" && field in data ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The store name from the shop layout's loader data ("Haat" until it is known). */
export function storeNameOf(matches: readonly AnyMatch[]): string {
  return layoutField(matches, "storeName") ?? "Haat";
}

/** The page's language as the option message functions take, in a meta function. */
export function metaLang(location: Pick<Location, "pathname">): { locale: Locale } {
  return { locale: localeFromPath(location.pathname) };
}

/**
 * The page's own canonical URL and its alternates: English, Bangla and x-default (the English page),
 * so search engines index both languages and show each shopper theirs.
 */
export function languageLinks({ matches, location }: MetaArgs, canonicalPath?: string): MetaDescriptor[] {
  const origin = layoutField(matches, "origin") ?? "";
  const english = `${stripLocale(canonicalPath ?? location.pathname)}${canonicalPath ? "" : location.search}`;
  const locale = localeFromPath(location.pathname);
  const en = `${origin}${english}`;
  const bn = `${origin}${localizePath(english, "bn")}`;
  return [
    { tagName: "link", rel: "canonical", href: locale === "bn" ? bn : en },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: en },
    { tagName: "link", rel: "alternate", hrefLang: "bn", href: bn },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: en },
  ];
}

/** A page's title ("{title} | {store}"), meta description, canonical URL and language alternates. */
export function pageMeta(args: MetaArgs, title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${storeNameOf(args.matches)}` }, { name: "description", content: description }, ...languageLinks(args)];
}

/**
 * The store's name in a title the spec writes with "Haat" (cart, checkout, confirmation, tracking):
 * English pages keep that word; Bangla pages name the store as its settings do.
 */
export function titleStoreName(matches: readonly AnyMatch[], location: Pick<Location, "pathname">): string {
  return localeFromPath(location.pathname) === "bn" ? storeNameOf(matches) : "Haat";
}
