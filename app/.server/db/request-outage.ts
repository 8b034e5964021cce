import { AsyncLocalStorage } from "node:async_hooks";

const outages = new AsyncLocalStorage<{ error: unknown }>();

/**
 * Runs the rest of a request that has just found the database unavailable (`error`, one that
 * isDatabaseUnavailable accepts): every getDb() in it fails at once with that error, so the request
 * is answered the usual way for an outage without waiting for a second connect attempt.
 */
export function continueWithDatabaseUnavailable<T>(error: unknown, run: () => T): T {
  return outages.run({ error }, run);
}

/** The outage this request already ran into, if any. */
export function databaseOutageOfRequest(): { error: unknown } | undefined {
  return outages.getStore();
}
