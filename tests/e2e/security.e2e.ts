import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../factories";
import { prepareDataDir, startServer, type RunningServer } from "./harness";

// Over real HTTP: cross-site writes refused, headers, no personal data in logs
// or on the tracking page.
describe("security over HTTP", () => {
  let server: RunningServer;
  let productId = 0;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      productId = (await createProduct(db, { name: "Tangail Saree", price: "2500.00", stockQuantity: 20 })).id;
    });
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const order = {
    customer_name: "Shirin Akter",
    customer_phone: "01787654321",
    city: "Sylhet",
    delivery_location: "outside_dhaka",
    shipping_address: "Zindabazar Point, Flat 4C, Sylhet Sadar",
    message: "Ring twice",
    items: [] as { product_id: number; quantity: number }[],
  };
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  it.each([
    ["/api/orders", { origin: "https://evil.example" }],
    ["/api/orders", { "sec-fetch-site": "cross-site" }],
    ["/api/orders", { origin: "null" }],
    ["/api/auth/sign-in/email", { origin: "https://evil.example" }],
    ["/admin/login", { "sec-fetch-site": "cross-site" }],
    ["/admin/products", { origin: "http://127.0.0.1.evil.example" }],
    ["/checkout", { "sec-fetch-site": "same-site" }],
  ])("refuses a cross-site POST to %s (%o)", async (path, headers) => {
    const response = await post(path, headers, { ...order, items: [{ product_id: productId, quantity: 1 }] });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-origin requests are not allowed." });
  });

  it("accepts the same-origin order and keeps the customer's data out of logs and the tracking page", async () => {
    const response = await post(
      "/api/orders",
      { origin: server.url, "sec-fetch-site": "same-origin", "idempotency-key": "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0" },
      { ...order, items: [{ product_id: productId, quantity: 2 }] },
    );
    expect(response.status).toBe(201);
    const { order: placed } = (await response.json()) as { order: { id: string; order_number: string } };
    expect(placed.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const track = await (await fetch(`${server.url}/track?order=${placed.order_number}`)).text();
    expect(track).toContain(placed.order_number);
    for (const secret of [order.customer_phone, order.shipping_address, order.customer_name, order.message]) {
      expect(track).not.toContain(secret);
    }
    const logs = server.output();
    expect(logs).toContain(placed.order_number);
    for (const secret of [order.customer_phone, "Zindabazar", order.customer_name]) expect(logs).not.toContain(secret);
  });

  it("sends the security headers on pages and API answers", async () => {
    for (const path of ["/", "/track", "/api/cart?ids=1"]) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBeTruthy();
      expect(response.headers.get("strict-transport-security")).toBeNull(); // plain http here
    }
  });
});
