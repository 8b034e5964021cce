/** The largest value a PostgreSQL integer column holds: every id, stock count and sort order fits under it. */
export const MAX_INT = 2_147_483_647;

/**
 * A whole number from 1 to `max` written as plain digits (route param, query or form field), or
 * null. Number() alone would accept "1e3", "0x10", " 7" or "", and a longer digit string could
 * overflow the integer column it is compared with.
 */
export function parsePositiveInt(value: unknown, max = MAX_INT): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** A database id (1 to MAX_INT) from a route param, query or form field, or null when missing or malformed. */
export function parseId(value: unknown): number | null {
  return parsePositiveInt(value, MAX_INT);
}
