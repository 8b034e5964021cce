import { describe, expect, it } from "vitest";
import { TrackSchema } from "./track";

describe("TrackSchema", () => {
  it.each([
    ["ORD-1001", "ORD-1001"],
    ["  ord-1001 ", "ORD-1001"],
    ["x".repeat(32), "X".repeat(32)],
  ])("%j → %j", (input, expected) => {
    expect(TrackSchema.parse({ orderNumber: input }).orderNumber).toBe(expected);
  });

  it.each([
    ["", "Order number is required"],
    ["   ", "Order number is required"],
    [undefined, "Order number is required"],
    ["x".repeat(33), "Order number is too long"],
  ])("rejects %j: %s", (input, message) => {
    expect(TrackSchema.safeParse({ orderNumber: input }).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
