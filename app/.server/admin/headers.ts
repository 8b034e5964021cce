/** Admin answers carry personal data (orders) or admin-only data: never cached by browsers or proxies, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
