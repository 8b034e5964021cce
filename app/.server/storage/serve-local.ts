import express from "express";
import { IMMUTABLE_CACHE_CONTROL } from "./types";

/**
 * Serves DATA_DIR/uploads: a year of caching (names are never reused), the type from the file's
 * extension, and a 404 (not the app's HTML) for anything missing. `send` refuses "..", and dotfiles
 * and directories are not served.
 */
export function serveUploads(dir: string) {
  return express.static(dir, {
    fallthrough: false,
    index: false,
    redirect: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL),
  });
}
