import { logger } from "~/.server/logger";
import { createOrder, hashOrderRequest, OrderError } from "~/.server/orders";
import { consumeRateLimit } from "~/.server/rate-limit";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import type { Route } from "./+types/orders";

// A real order is a few kB; anything far bigger is not a shopper.
const MAX_BODY_BYTES = 64 * 1024;
const ORDERS_PER_WINDOW = 10;
const ORDER_WINDOW_MS = 10 * 60_000;
// Letters, digits, "-" and "_": a UUID from crypto.randomUUID() fits.
const IDEMPOTENCY_KEY = /^[\w-]{16,128}$/;

const failure = (status: number, error: string, headers?: HeadersInit) => Response.json({ error }, { status, headers });

export function loader() {
  return failure(405, "Method not allowed", { Allow: "POST" });
}

/** POST /api/orders: places an order from a JSON body (spec §7); the server prices everything. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure(405, "Method not allowed", { Allow: "POST" });
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") return failure(415, "The order must be sent as JSON");
  const idempotencyKey = request.headers.get("idempotency-key");
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) return failure(400, "Invalid Idempotency-Key header");

  const limit = await consumeRateLimit(`orders:${context.clientIp ?? "unknown"}`, ORDERS_PER_WINDOW, ORDER_WINDOW_MS);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return failure(429, `Too many orders from your connection. Please try again in ${minutes} minutes.`, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const text = await readBody(request, MAX_BODY_BYTES);
  if (text === null) return failure(413, "The order is too large");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, "The order could not be read");
  }
  const parsed = OrderRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? "The order could not be read");

  try {
    const { order, replayed } = await createOrder(
      parsed.data,
      idempotencyKey ? { idempotencyKey, requestHash: hashOrderRequest(parsed.data) } : undefined,
    );
    if (!replayed) logger.info({ requestId: context.requestId, orderNumber: order.order_number }, "order placed");
    return Response.json({ order }, { status: replayed ? 200 : 201 });
  } catch (error) {
    if (error instanceof OrderError) return failure(error.status, error.message);
    logger.error({ requestId: context.requestId, err: error instanceof Error ? error.message : String(error) }, "order failed");
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
