import type { RouterContextProvider } from "react-router";
import { describeError, logger } from "./logger";
import { requestContext } from "./request-context";

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
