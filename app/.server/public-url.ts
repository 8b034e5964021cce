import { env } from "./env";

/** The shop's public origin ("https://shop.example.com"): PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: Request): string {
  return env().PUBLIC_URL ?? new URL(request.url).origin;
}

/**
 * Whether shoppers reach the shop over https (PUBLIC_URL, by default the environment's, starts with
 * https://): only then are cookies marked Secure and plain-http requests upgraded. Without PUBLIC_URL
 * the shop is assumed to be on plain http (local runs, tests).
 */
export function isHttpsPublicUrl(publicUrl: string | undefined = env().PUBLIC_URL): boolean {
  return publicUrl?.startsWith("https://") ?? false;
}
