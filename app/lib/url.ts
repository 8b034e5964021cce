// Links and image sources come from admin input and user-controlled storage; only two shapes are
// allowed so "javascript:", "data:" and protocol-relative "//evil.example" never reach an href or src.
const MAX_LINK_LENGTH = 2048;
// Browsers strip tabs/newlines inside URLs and treat "\" like "/", so "/\t/x" or "/\x" would become "//x".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;

/** True for an internal path ("/shop", not "//host") or an absolute http(s) URL. */
export function isSafeLink(s: string): boolean {
  if (s.length === 0 || s.length > MAX_LINK_LENGTH || UNSAFE_CHARS.test(s)) return false;
  if (s.startsWith("/")) return !s.startsWith("//");
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    return new URL(s).hostname.length > 0;
  } catch {
    return false;
  }
}
