import { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { coalescedStream } from "~/.server/coalesced-stream";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/.server/db/unavailable";
import { describeError, logger } from "~/.server/logger";
import { recordDatabaseOutage } from "~/.server/outage";
import { isReadWhole, requestContext } from "~/.server/request-context";
import { NonceProvider } from "~/components/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const facts = loadContext.get(requestContext);
  const nonce = facts.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A response read whole before any of it is sent (a catalogue page, kept by the page cache) is
    // rendered into one buffer: streaming it through a web stream for keepRenderedPages to read back
    // whole cost an uncached render about 5 % of its CPU.
    const readWhole = isReadWhole(loadContext);
    // Crawlers get the complete page (streamed sections resolved) so link previews and SEO see everything.
    const crawlerOrSpa = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = readWhole || crawlerOrSpa ? "onAllReady" : "onShellReady";
    // A shopper's page read whole keeps the status it had once its shell was ready, as a streamed one
    // does: a section that fails after that shows its error view and is counted (never kept), not 500.
    let shellStatus = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A response read whole before it is sent (a catalogue page) keeps a finished Suspense
        // boundary in place. By default React moves one below the first 12.8 kB to the end of the
        // page, hidden, with a script that swaps it in up to 300 ms after the first paint.
        ...(readWhole ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        ...(readyOption === "onAllReady"
          ? {
              onShellReady() {
                shellStatus = responseStatusCode;
              },
            }
          : {}),
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (readWhole) {
            const chunks: Buffer[] = [];
            const whole = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: crawlerOrSpa ? responseStatusCode : shellStatus }));
                callback();
              },
            });
            pipe(whole);
            return;
          }
          // What React writes in one go leaves as one chunk (coalesced-stream.ts says what that saves).
          const body = coalescedStream({
            onEnd() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          facts.renderFailures.count += 1;
          // A streamed section whose query failed; for crawlers (onAllReady) this still sets the status.
          responseStatusCode = isDatabaseUnavailable(error) ? 503 : 500;
          if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
          if (shellRendered) logger.error({ err: describeError(error) }, "render error");
        },
      },
    );
  });
}

/** Logs unexpected loader/action errors once; aborted requests (client went away) are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The router's own refusals (a POST to a page without an action, a path no route has) are
  // answered 4xx as they should be; logging them as errors would let any bot flood the error log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const facts = context.get(requestContext);
  // A streamed (deferred) section can fail after the page's 200 went out.
  facts.renderFailures.count += 1;
  // An outage is not a bug: the root middleware answers it 503 and logs it once (app/.server/outage.ts).
  if (recordDatabaseOutage(error, facts)) return;
  logger.error({ err: describeError(error, { stack: true }), path: new URL(request.url).pathname }, "unhandled error");
};
