import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts a UUID in either case and refuses anything else", () => {
    expect(isUuid("0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")).toBe(true);
    expect(isUuid("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")).toBe(true);
    for (const value of ["", "not-a-uuid", "1 or 1=1", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0 ", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
