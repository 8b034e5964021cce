import type { SteadfastCredentials } from "./credentials";

// Steadfast Courier's merchant API, as its "API Documentation V1" (Steadfast Courier Limited, the
// published Google Doc linked from its merchant portal) describes it:
// - every request carries the headers Api-Key, Secret-Key and Content-Type: application/json;
//   base URL https://portal.packzy.com/api/v1 (STEADFAST_BASE_URL overrides it);
// - POST /create_order with one order {invoice, recipient_name, recipient_phone (11 digits),
//   recipient_address (≤ 250 characters), cod_amount, note?, item_description?} answers
//   {status: 200, message, consignment: {consignment_id, invoice, tracking_code, status, …}};
// - POST /create_order/bulk-order with {data: <JSON-encoded array of such orders, at most 500>}
//   answers one item per order, [{invoice, consignment_id, tracking_code, status: "success" | "error"}, …]
//   (on errors the documentation shows the same items under "data");
// - GET /status_by_cid/{consignment id} answers {status: 200, delivery_status: "<status>"}.

/** The most orders one bulk request may carry (the documentation: "Maximum 500 items are allowed"). */
export const STEADFAST_BULK_LIMIT = 500;
/** How long one request may take; a request that outlives it changes nothing here. */
export const STEADFAST_TIMEOUT_MS = 15_000;

export type SteadfastClient = { baseUrl: string; credentials: SteadfastCredentials; timeoutMs?: number };

/** One order as create_order takes it. */
export type SteadfastOrder = {
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note?: string;
  item_description?: string;
};

export type SteadfastBooking = { invoice: string; ok: true; consignmentId: string; trackingCode: string } | { invoice: string; ok: false; message: string };

/**
 * Books the orders with Steadfast: one through create_order, more through bulk-order in chunks of
 * STEADFAST_BULK_LIMIT. Returns one outcome per order, by invoice; never throws for what the courier
 * or the network does (a refused, failed or timed-out request is a failed outcome for its orders).
 */
export async function bookWithSteadfast(client: SteadfastClient, orders: SteadfastOrder[]): Promise<SteadfastBooking[]> {
  if (orders.length === 1) return [await bookOne(client, orders[0] as SteadfastOrder)];
  const outcomes: SteadfastBooking[] = [];
  for (let start = 0; start < orders.length; start += STEADFAST_BULK_LIMIT) {
    outcomes.push(...(await bookChunk(client, orders.slice(start, start + STEADFAST_BULK_LIMIT))));
  }
  return outcomes;
}

async function bookOne(client: SteadfastClient, order: SteadfastOrder): Promise<SteadfastBooking> {
  const answer = await call(client, "POST", "/create_order", order);
  if (!answer.ok) return { invoice: order.invoice, ok: false, message: answer.message };
  const consignment = field(answer.body, "consignment");
  const consignmentId = idOf(field(consignment, "consignment_id"));
  const trackingCode = idOf(field(consignment, "tracking_code"));
  if (consignmentId && trackingCode) return { invoice: order.invoice, ok: true, consignmentId, trackingCode };
  return { invoice: order.invoice, ok: false, message: refusalOf(answer.body) };
}

async function bookChunk(client: SteadfastClient, orders: SteadfastOrder[]): Promise<SteadfastBooking[]> {
  // The documented request carries the orders as a JSON-encoded array in "data".
  const answer = await call(client, "POST", "/create_order/bulk-order", { data: JSON.stringify(orders) });
  if (!answer.ok) return orders.map((order) => ({ invoice: order.invoice, ok: false as const, message: answer.message }));
  const listed = Array.isArray(answer.body) ? answer.body : field(answer.body, "data");
  const items = Array.isArray(listed) ? listed : [];
  const byInvoice = new Map<string, unknown>();
  for (const item of items) {
    const invoice = idOf(field(item, "invoice"));
    if (invoice) byInvoice.set(invoice, item);
  }
  return orders.map((order): SteadfastBooking => {
    const item = byInvoice.get(order.invoice);
    if (item === undefined)
      return { invoice: order.invoice, ok: false, message: items.length ? "Steadfast did not answer for this order" : refusalOf(answer.body) };
    const consignmentId = idOf(field(item, "consignment_id"));
    const trackingCode = idOf(field(item, "tracking_code"));
    if (field(item, "status") === "success" && consignmentId && trackingCode) return { invoice: order.invoice, ok: true, consignmentId, trackingCode };
    return { invoice: order.invoice, ok: false, message: refusalOf(item) };
  });
}

/** A consignment's delivery status code (e.g. "delivered", "hold"), or why it could not be read. */
export async function steadfastDeliveryStatus(
  client: SteadfastClient,
  consignmentId: string,
): Promise<{ ok: true; status: string } | { ok: false; message: string }> {
  const answer = await call(client, "GET", `/status_by_cid/${encodeURIComponent(consignmentId)}`);
  if (!answer.ok) return answer;
  const status = field(answer.body, "delivery_status");
  return typeof status === "string" && status ? { ok: true, status } : { ok: false, message: refusalOf(answer.body) };
}

type Answer = { ok: true; body: unknown } | { ok: false; message: string };

async function call(client: SteadfastClient, method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${client.baseUrl.replace(/\/+$/, "")}${path}`, {
      method,
      headers: {
        "Api-Key": client.credentials.apiKey,
        "Secret-Key": client.credentials.secretKey,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(client.timeoutMs ?? STEADFAST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
      return { ok: false, message: "Steadfast did not answer in time; nothing was changed here. Check its portal before sending again." };
    }
    return { ok: false, message: "Could not reach Steadfast; nothing was changed. Please try again." };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status code says enough.
  }
  if (response.status === 401 || response.status === 403) {
    return { ok: false, message: "Steadfast refused the API key or secret. Check them in Settings." };
  }
  if (!response.ok) return { ok: false, message: parsed === null ? `Steadfast answered ${response.status}` : refusalOf(parsed) };
  // The documented answers also carry the outcome in a "status" field.
  const status = field(parsed, "status");
  if (typeof status === "number" && status >= 400) return { ok: false, message: refusalOf(parsed) };
  return { ok: true, body: parsed };
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
}

function idOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim()) return value.trim();
  return null;
}

/** The courier's own reason, from its message or its field errors, else a generic one. */
function refusalOf(body: unknown): string {
  const errors = field(body, "errors");
  if (errors && typeof errors === "object") {
    const first = Object.values(errors as Record<string, unknown>).flat()[0];
    if (typeof first === "string" && first) return `Steadfast refused it: ${first}`;
  }
  for (const name of ["message", "error"]) {
    const text = field(body, name);
    if (typeof text === "string" && text) return `Steadfast refused it: ${text}`;
  }
  return "Steadfast refused it without saying why";
}
