import { env } from "./env";

/** The shop's public origin ("https://shop.example.com"): PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: Request): string {
  return env().PUBLIC_URL ?? new URL(request.url).origin;
}
