import { describe, expect, it } from "vitest";
import { testContext } from "#tests/helpers/route-args";
import { requestContext } from "./request-context";
import { streamedSection } from "./streamed-section";

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
