import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { localizePath, LOCALE_COOKIE } from "~/lib/i18n";

/**
 * Express middleware for the shop's address, `/`: a person who chose বাংলা with the language switch
 * (the `haat_lang` cookie, which only the switch's click sets in the browser) is sent to `/bn`.
 * Crawlers send no cookie, so search engines still get `/` and index both languages at their URLs.
 *
 * It runs before the page cache: a kept `/` would otherwise be sent from memory to everyone.
 * Every answer for `/` says `Vary: Cookie`, so no shared cache gives the English page to a Bangla
 * reader or the redirect to anyone else (docs/decisions/016-remembered-language.md).
 */
export function redirectToRememberedLocale(req: Request, res: Response, next: NextFunction) {
  if (req.path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return next();
  res.vary("Cookie");
  if (parse(req.get("cookie") ?? "")[LOCALE_COOKIE] !== "bn") return next();
  const query = req.originalUrl.indexOf("?");
  res.setHeader("Cache-Control", "private, no-cache");
  res.redirect(302, localizePath(query === -1 ? "/" : `/${req.originalUrl.slice(query)}`, "bn"));
}
