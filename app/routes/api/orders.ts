import { getStorePhone } from "~/.server/desk/settings";
import { isDatabaseUnavailable } from "~/.server/db/unavailable";
import { describeError, logger } from "~/.server/logger";
import { localeContext, requestContext } from "~/.server/request-context";
import { admitOrderRequest } from "~/.server/orders/admission";
import { OrderError } from "~/.server/orders/errors";
import { createOrder, hashOrderRequest } from "~/.server/orders/place";
import { unavailableResponse } from "~/.server/outage";
import { consumeRateLimit } from "~/.server/rate-limit";
import { blockedCheckoutMessage } from "~/lib/desk";
import { maskPhone } from "~/lib/phone";
import { localizeShopperMessage } from "~/lib/shopper-messages";
import { tooManyOrdersMessage } from "~/lib/retry-messages";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import type { Route } from "./+types/orders";

// A real order is a few kB; anything far bigger is not a shopper.
const MAX_BODY_BYTES = 64 * 1024;
const ORDERS_PER_WINDOW = 10;
const ORDER_WINDOW_MS = 10 * 60_000;
// Every POST, valid or not, replay or not: generous for shoppers, a ceiling for probing and for
// the database lookups a request costs before the order limit applies.
const REQUESTS_PER_WINDOW = 100;
// Letters, digits, "-" and "_": a UUID from crypto.randomUUID() fits.
const IDEMPOTENCY_KEY = /^[\w-]{16,128}$/;

const english = (status: number, error: string, headers?: HeadersInit) => Response.json({ error }, { status, headers });

export function loader() {
  return english(405, "Method not allowed", { Allow: "POST" });
}

/** POST /api/orders: places an order from a JSON body; the server prices everything. */
export async function action({ request, context }: Route.ActionArgs) {
  // Refusals read in the language of the page that sent the order (its X-Haat-Locale header).
  const locale = context.get(localeContext);
  const failure = (status: number, error: string, headers?: HeadersInit) => english(status, localizeShopperMessage(error, locale), headers);
  if (request.method !== "POST") return failure(405, "Method not allowed", { Allow: "POST" });
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") return failure(415, "The order must be sent as JSON");
  const idempotencyKey = request.headers.get("idempotency-key");
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) return failure(400, "Invalid Idempotency-Key header");

  const facts = context.get(requestContext);
  try {
    const clientIp = facts.clientIp ?? "unknown";
    const requestCeiling = { key: `order-requests:${clientIp}`, limit: REQUESTS_PER_WINDOW, windowMs: ORDER_WINDOW_MS };
    const tooMany = (retryAfterSeconds: number) => failure(429, tooManyOrdersMessage(retryAfterSeconds), { "Retry-After": String(retryAfterSeconds) });
    // Requests that are not an order still count against the ceiling (a flood of junk is a flood).
    const unlessFlooding = async (refusal: Response) => {
      const ceiling = await consumeRateLimit(requestCeiling.key, requestCeiling.limit, requestCeiling.windowMs);
      return ceiling.allowed ? refusal : tooMany(ceiling.retryAfterSeconds);
    };

    const text = await readBody(request, MAX_BODY_BYTES);
    if (text === null) return unlessFlooding(failure(413, "The order is too large"));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return unlessFlooding(failure(400, "The order could not be read"));
    }
    const parsed = OrderRequestSchema.safeParse(body);
    if (!parsed.success) return unlessFlooding(failure(400, parsed.error.issues[0]?.message ?? "The order could not be read"));

    const idempotency = idempotencyKey ? { idempotencyKey, requestHash: hashOrderRequest(parsed.data) } : undefined;
    const admission = await admitOrderRequest(
      { requests: requestCeiling, orders: { key: `orders:${clientIp}`, limit: ORDERS_PER_WINDOW, windowMs: ORDER_WINDOW_MS } },
      parsed.data.customer_phone,
      idempotency,
    );
    // A blocked phone is refused before anything is written (no counter, no key, no order), in words
    // that do not say why; the log keeps only a masked number.
    if ("blocked" in admission) {
      logger.info({ requestId: facts.requestId, phone: maskPhone(parsed.data.customer_phone) }, "order refused: blocked phone");
      return failure(403, blockedCheckoutMessage(await getStorePhone()));
    }
    if ("replay" in admission) return Response.json({ order: admission.replay }, { status: 200 });
    if ("retryAfterSeconds" in admission) return tooMany(admission.retryAfterSeconds);
    // The client address goes with the order, for the desk's burst flag (drizzle/0026).
    const { order, replayed } = await createOrder(parsed.data, idempotency, facts.clientIp || undefined);
    if (!replayed) logger.info({ requestId: facts.requestId, orderNumber: order.order_number }, "order placed");
    return Response.json({ order }, { status: replayed ? 200 : 201 });
  } catch (error) {
    if (error instanceof OrderError) return failure(error.status, error.message);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ requestId: facts.requestId, err: describeError(error) }, "order refused: database unavailable");
      return unavailableResponse(false);
    }
    logger.error({ requestId: facts.requestId, err: describeError(error) }, "order failed");
    return failure(500, "Failed to place order");
  }
}

/** The body as text, or null once it exceeds maxBytes (stops reading there instead of buffering it all). */
async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBytes) return null;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
