import pino from "pino";

/**
 * The one structured logger. Personal data must never reach it: the redact list is a safety net
 * for fields that could be logged by mistake, not a licence to log objects wholesale.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: [
      "password",
      "*.password",
      "customer_phone",
      "*.customer_phone",
      "customerPhone",
      "*.customerPhone",
      "shipping_address",
      "*.shipping_address",
      "shippingAddress",
      "*.shippingAddress",
      "req.headers.cookie",
      "req.headers.authorization",
    ],
    censor: "[redacted]",
  },
});

export interface ErrorDescription {
  name: string;
  message?: string;
  /** errno (ECONNREFUSED …) or PostgreSQL SQLSTATE. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Set when the error was a failed query; the fields above then describe the driver's error. */
  query?: "failed";
  /** Stack frames only: the first line of a stack repeats the message. */
  stack?: string;
}

const MAX_MESSAGE = 500;

/**
 * What a log line may say about an error; every logger call that reports an error goes through
 * this. Drizzle wraps a failed query in an error whose message and stack repeat the SQL *and its
 * parameters* (a customer's name, phone, address), so the wrapper contributes nothing but the fact
 * that a query failed: the driver error it wraps says why. PostgreSQL's `detail` repeats row values
 * and data exceptions (SQLSTATE class 22) quote the offending input, so those are left out too;
 * codes and constraint, table and column names are schema, not data.
 */
export function describeError(error: unknown, options: { stack?: boolean } = {}): ErrorDescription {
  if (isQueryWrapper(error)) {
    return { ...describeError(error.cause), query: "failed", ...(options.stack ? { stack: framesOf(error) } : {}) };
  }
  if (!(error instanceof Error)) {
    return { name: typeof error, message: truncate(String(error)) };
  }
  const fields = error as Error & Partial<Record<"code" | "constraint" | "table" | "column", unknown>> & { errors?: unknown };
  const code = typeof fields.code === "string" ? fields.code : undefined;
  const dataException = code !== undefined && /^22[0-9A-Z]{3}$/.test(code);
  // Node reports a refused connection to every address of a host as an AggregateError with no message.
  const message =
    error.message || !Array.isArray(fields.errors)
      ? error.message
      : fields.errors.map((inner: unknown) => (inner instanceof Error ? inner.message : String(inner))).join("; ");
  const description: ErrorDescription = { name: error.name };
  // A query wrapper from another driver version without a cause: its message holds the parameters.
  const wrapperMessage = "params" in error && message.startsWith("Failed query:");
  if (!dataException && !wrapperMessage) description.message = truncate(message);
  if (code) description.code = code;
  for (const key of ["constraint", "table", "column"] as const) {
    if (typeof fields[key] === "string") description[key] = fields[key];
  }
  // PGlite's own errors carry the query and parameters as fields, but a plain PostgreSQL message.
  if ("query" in error && "params" in error) description.query = "failed";
  if (options.stack) description.stack = framesOf(error);
  return description;
}

function isQueryWrapper(error: unknown): error is Error & { cause: Error } {
  // Duck-typed: the server entry and the bundled app each load their own copy of drizzle-orm.
  return error instanceof Error && "query" in error && "params" in error && error.cause instanceof Error;
}

function framesOf(error: Error) {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
}

function truncate(text: string) {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}
