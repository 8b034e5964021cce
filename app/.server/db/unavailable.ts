// Node socket errors that mean "no usable connection to the database server".
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// SQLSTATE: admin/crash shutdown and "cannot connect now" (57P01-03), a statement cancelled by
// statement_timeout (57014), too many connections (53300). Class 08 (connection exceptions) below.
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);
// node-postgres and pg-pool report lost connections and timeouts by message only.
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|database did not answer within/;

/**
 * Whether an error (or one it wraps, e.g. Drizzle's query error) means the database cannot be
 * reached or gave up in time: such requests are answered 503, not 500, because trying again later
 * will work while nothing about the request itself is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code, errors } = current as Error & { code?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))) return true;
    // A failed-query wrapper's message holds the query parameters: only what it wraps counts.
    if (!("params" in current) && MESSAGES.test(current.message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

/** What a shopper reads when the database is down. */
export const UNAVAILABLE_MESSAGE = "The shop is not available right now. Please try again in a few minutes.";
/** Seconds a client is asked to wait before retrying (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
