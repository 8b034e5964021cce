import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Steadfast's merchant API that speaks its documented shapes (API Documentation
// V1): Api-Key and Secret-Key headers on every request; POST /create_order (one order, answered
// {status: 200, message, consignment: {…}}); POST /create_order/bulk-order ({data: JSON-encoded array},
// answered with one item per order, status "success" or "error"); GET /status_by_cid/{id} (answered
// {status: 200, delivery_status}). No test reaches the real service.

export type StandInRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown };

export type SteadfastStandIn = {
  /** Base URL to configure, e.g. http://127.0.0.1:PORT/api/v1. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: StandInRequest[];
  /** Consignments created, by invoice. */
  consignments: Map<string, { consignmentId: number; trackingCode: string; order: Record<string, unknown> }>;
  /** Invoices the courier refuses in a bulk request (status "error"), or one by one (422). */
  refuse: Set<string>;
  /** Delivery status by consignment id (default "in_review"). */
  statuses: Map<string, string>;
  /** While set, requests are held without an answer (a courier that does not answer in time). */
  stall: boolean;
  close(): Promise<void>;
};

export const STAND_IN_KEYS = { apiKey: "sf-test-api-key", secretKey: "sf-test-secret-key" };

/** Starts the stand-in on a free local port; it accepts only STAND_IN_KEYS. */
export async function startSteadfastStandIn(): Promise<SteadfastStandIn> {
  let nextId = 1_424_100;
  const stalled = new Set<ServerResponse>();
  const standIn: Omit<SteadfastStandIn, "baseUrl" | "close"> = {
    requests: [],
    consignments: new Map(),
    refuse: new Set(),
    statuses: new Map(),
    stall: false,
  };

  const book = (order: Record<string, unknown>) => {
    const invoice = String(order.invoice ?? "");
    const phoneOk = typeof order.recipient_phone === "string" && /^\d{11}$/.test(order.recipient_phone);
    const fieldsOk = invoice && typeof order.recipient_name === "string" && typeof order.recipient_address === "string" && typeof order.cod_amount === "number";
    if (!fieldsOk || !phoneOk || standIn.refuse.has(invoice) || standIn.consignments.has(invoice)) return null;
    const consignmentId = nextId++;
    const trackingCode = `SF${consignmentId.toString(16).toUpperCase()}`;
    standIn.consignments.set(invoice, { consignmentId, trackingCode, order });
    return { consignmentId, trackingCode };
  };

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").replace(/^\/api\/v1/, "");
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      standIn.requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      };
      if (standIn.stall) {
        stalled.add(res);
        return;
      }
      if (req.headers["api-key"] !== STAND_IN_KEYS.apiKey || req.headers["secret-key"] !== STAND_IN_KEYS.secretKey) {
        return send(401, { status: 401, message: "Unauthorized" });
      }
      if (req.headers["content-type"] !== "application/json") return send(415, { status: 415, message: "Content-Type must be application/json" });

      if (req.method === "POST" && path === "/create_order") {
        const order = (body ?? {}) as Record<string, unknown>;
        const booked = book(order);
        if (!booked) return send(422, { status: 422, errors: { invoice: ["The invoice has already been taken or the order is invalid."] } });
        return send(200, {
          status: 200,
          message: "Consignment has been created successfully.",
          consignment: { consignment_id: booked.consignmentId, invoice: order.invoice, tracking_code: booked.trackingCode, status: "in_review" },
        });
      }
      if (req.method === "POST" && path === "/create_order/bulk-order") {
        const data = (body as { data?: unknown } | null)?.data;
        const list = typeof data === "string" ? (JSON.parse(data) as unknown) : data;
        if (!Array.isArray(list) || list.length === 0 || list.length > 500) {
          return send(422, { status: 422, message: "The data field must be an array of at most 500 items." });
        }
        return send(
          200,
          list.map((order: Record<string, unknown>) => {
            const booked = book(order);
            return {
              invoice: order.invoice,
              recipient_name: order.recipient_name,
              recipient_address: order.recipient_address,
              recipient_phone: order.recipient_phone,
              cod_amount: String(order.cod_amount),
              note: order.note ?? null,
              consignment_id: booked?.consignmentId ?? null,
              tracking_code: booked?.trackingCode ?? null,
              status: booked ? "success" : "error",
            };
          }),
        );
      }
      const byCid = /^\/status_by_cid\/(\d+)$/.exec(path);
      if (req.method === "GET" && byCid) {
        const id = byCid[1] ?? "";
        if (![...standIn.consignments.values()].some((c) => String(c.consignmentId) === id))
          return send(404, { status: 404, message: "Consignment not found" });
        return send(200, { status: 200, delivery_status: standIn.statuses.get(id) ?? "in_review" });
      }
      send(404, { status: 404, message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    async close() {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
