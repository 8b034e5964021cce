import type { RouterContextProvider } from "react-router";
import { describeError, logger } from "./logger";
import { isReadWhole, requestContext } from "./request-context";

/**
 * A section a page streams in after its 200 (an `<Await>` with an error fallback). When its query
 * fails the page still completes, with the fallback in the section's place: React does not report
 * an error that `<Await errorElement>` handled, so it is counted here, where the promise is made,
 * and a page missing a section is never kept in a cache or given an ETag.
 */
export function streamedSection<T>(context: Readonly<RouterContextProvider>, section: string, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    context.get(requestContext).renderFailures.count += 1;
    logger.error({ err: describeError(error), section }, "streamed section failed");
    throw error;
  });
}

/**
 * A section below the fold, for a loader to return as `data` (given to `<Await resolve>`): its
 * promise, streamed in behind a skeleton, or, when the response is read whole before any of it is
 * sent, the section's data itself (its promise, rejected, when the query failed, so the error view
 * shows as when streamed).
 *
 * A catalogue page's response is read whole (isReadWhole), document and client-navigation data
 * alike, so streaming gains its visitor nothing there and costs the render a skeleton, the section
 * again as a hidden copy, React's script that swaps them in and the data's own streamed chunk (see
 * docs/performance.md). Boxed, because a promise returned from an async function would be awaited
 * with it.
 */
export async function belowTheFold<T>(
  context: Readonly<RouterContextProvider>,
  section: string,
  promise: Promise<T>,
): Promise<{ data: T | Promise<T> }> {
  const watched = streamedSection(context, section, promise);
  if (!isReadWhole(context)) {
    // Handled here too: should the loader fail before returning it, nobody else would be.
    watched.catch(() => undefined);
    return { data: watched };
  }
  return watched.then(
    (data) => ({ data }),
    () => ({ data: watched }),
  );
}
