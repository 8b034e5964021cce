import { describe, expect, it } from "vitest";
import { testContext } from "#tests/helpers/route-args";
import { pageRenderContext, requestContext } from "./request-context";
import { belowTheFold, streamedSection } from "./streamed-section";

describe("streamedSection", () => {
  it("counts a failed section against the response and still fails it, so its fallback shows", async () => {
    const context = testContext();
    await expect(streamedSection(context, "related products", Promise.reject(new Error("statement timeout")))).rejects.toThrow("statement timeout");
    expect(context.get(requestContext).renderFailures.count).toBe(1);
  });

  it("passes a section that loads through untouched", async () => {
    const context = testContext();
    await expect(streamedSection(context, "gallery", Promise.resolve(["pot"]))).resolves.toEqual(["pot"]);
    expect(context.get(requestContext).renderFailures.count).toBe(0);
  });
});

describe("belowTheFold", () => {
  const pageRender = { key: "k", version: 1, nonce: "n", tracking: [], contentSecurityPolicy: undefined, cacheControl: "private", store: undefined };

  it("gives a response read whole the section's data, not a promise", async () => {
    const context = testContext();
    context.set(pageRenderContext, pageRender);
    const { data } = await belowTheFold(context, "related products", Promise.resolve(["pot"]));
    expect(data).toEqual(["pot"]);
  });

  it("gives a response read whole a failed section as its rejected promise, counted once", async () => {
    const context = testContext();
    context.set(pageRenderContext, pageRender);
    const { data } = await belowTheFold(context, "related products", Promise.reject(new Error("statement timeout")));
    expect(data).toBeInstanceOf(Promise);
    await expect(data).rejects.toThrow("statement timeout");
    expect(context.get(requestContext).renderFailures.count).toBe(1);
  });

  it("gives a streamed response the promise, and a rejection nobody awaits does not go unhandled", async () => {
    const context = testContext();
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      let fail!: (error: Error) => void;
      const { data } = await belowTheFold(context, "gallery", new Promise<string[]>((_, reject) => (fail = reject)));
      expect(data).toBeInstanceOf(Promise);
      fail(new Error("gone"));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      expect(context.get(requestContext).renderFailures.count).toBe(1);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });
});
