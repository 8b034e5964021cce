const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
const MAX_SLUG_LENGTH = 200;

/** Builds a URL slug from a name: "  Hello   World!! " → "hello-world". */
export function slugify(name: string): string {
  return (
    name
      // Fold accents first so "Café" becomes "cafe" rather than losing the letter to the next step.
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .trim()
      .replace(/[^\w\s-]/g, "")
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
  );
}

/** True when s is a non-empty slug of a-z, 0-9, _ and single inner hyphens, at most 200 characters. */
export function isValidSlug(s: string): boolean {
  return s.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(s);
}

/** Public URL path of a product page; encoded because stored slugs may predate validation. */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}
