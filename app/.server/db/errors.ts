// PostgreSQL error codes the services turn into messages instead of crashes.
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
// ON DELETE RESTRICT: PostgreSQL 18 reports restrict_violation where 15 reports foreign_key_violation.
export const RESTRICT_VIOLATION = "23001";
export const NUMERIC_VALUE_OUT_OF_RANGE = "22003";

/**
 * The database's own error inside an error (its SQLSTATE and message), looking through the wrappers
 * Drizzle adds (error.cause).
 */
export function pgError(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return { code, message: typeof message === "string" ? message : "" };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looking through the wrappers Drizzle adds. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgError(error)?.code;
}
