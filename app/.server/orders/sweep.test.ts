import { describe, expect, it } from "vitest";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { expireIdempotencyKey, orderRequest } from "#tests/helpers/orders";
import { idempotencyKeys } from "../db/schema";
import { createOrder, hashOrderRequest } from "./place";
import { sweepIdempotencyKeys } from "./sweep";

describe(`sweepIdempotencyKeys (${testDbKind})`, () => {
  const handle = setupTestDb();
  const key = () => crypto.randomUUID();

  it("sweeps expired keys and keeps fresh ones", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
    const [old, fresh] = [key(), key()];
    await createOrder(body, { idempotencyKey: old, requestHash: hashOrderRequest(body) });
    await createOrder(body, { idempotencyKey: fresh, requestHash: hashOrderRequest(body) });
    await expireIdempotencyKey(db, old);
    await sweepIdempotencyKeys();
    const keys = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });
});

