import { describe, expect, it } from "vitest";
import { streamedSection } from "./streamed-section";

describe("streamedSection", () => {
  it("counts a failed section against the response and still fails it, so its fallback shows", async () => {
    const context = { renderFailures: { count: 0 } };
    await expect(streamedSection(context, "related products", Promise.reject(new Error("statement timeout")))).rejects.toThrow("statement timeout");
    expect(context.renderFailures.count).toBe(1);
  });

  it("passes a section that loads through untouched", async () => {
    const context = { renderFailures: { count: 0 } };
    await expect(streamedSection(context, "gallery", Promise.resolve(["pot"]))).resolves.toEqual(["pot"]);
    expect(context.renderFailures.count).toBe(0);
  });
});
