import { afterEach, describe, expect, it, vi } from "vitest";
import { endCheckoutAttempt, idempotencyKeyFor } from "./checkout-attempt";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("idempotencyKeyFor", () => {
  afterEach(() => {
    endCheckoutAttempt();
    vi.unstubAllGlobals();
  });

  it("keeps the key while the body is unchanged, and starts a new attempt when it changes or ends", () => {
    const first = idempotencyKeyFor('{"a":1}');
    expect(first).toMatch(UUID_V4);
    expect(idempotencyKeyFor('{"a":1}')).toBe(first);
    const changed = idempotencyKeyFor('{"a":2}');
    expect(changed).not.toBe(first);
    endCheckoutAttempt();
    expect(idempotencyKeyFor('{"a":2}')).not.toBe(changed);
  });

  it("makes a v4 UUID without crypto.randomUUID (plain-http pages)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    const keys = new Set(Array.from({ length: 50 }, (_, i) => idempotencyKeyFor(String(i))));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
