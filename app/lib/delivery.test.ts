import { describe, expect, it } from "vitest";
import {
  DELIVERY_ESTIMATES,
  DELIVERY_LOCATION_LABELS,
  DELIVERY_LOCATIONS,
  deliveryChargePoisha,
  isDeliveryLocation,
  isOrderAmountStorable,
  MAX_ORDER_AMOUNT_POISHA,
  orderTotalPoisha,
} from "./delivery";

describe("delivery", () => {
  it("lists the two locations, inside Dhaka first (the default)", () => {
    expect(DELIVERY_LOCATIONS).toEqual(["inside_dhaka", "outside_dhaka"]);
  });

  it.each([
    ["inside_dhaka", 6000, "Inside Dhaka", "3-5 business days"],
    ["outside_dhaka", 12000, "Outside Dhaka", "5-7 business days"],
  ] as const)("%s: charge %i poisha, label %s, estimate %s", (location, charge, label, estimate) => {
    expect(deliveryChargePoisha(location)).toBe(charge);
    expect(DELIVERY_LOCATION_LABELS[location]).toBe(label);
    expect(DELIVERY_ESTIMATES[location]).toBe(estimate);
  });

  it.each([
    ["inside_dhaka", true],
    ["outside_dhaka", true],
    ["Inside Dhaka", false],
    ["", false],
    ["toString", false],
    [null, false],
    [undefined, false],
    [1, false],
    [{}, false],
  ])("isDeliveryLocation(%j) → %s", (input, expected) => {
    expect(isDeliveryLocation(input)).toBe(expected);
  });

  it.each([
    [0, "inside_dhaka", 6000],
    [0, "outside_dhaka", 12000],
    [1, "inside_dhaka", 6001],
    [415000, "inside_dhaka", 421000],
    [415000, "outside_dhaka", 427000],
    [MAX_ORDER_AMOUNT_POISHA - 12000, "outside_dhaka", MAX_ORDER_AMOUNT_POISHA],
  ] as const)("orderTotalPoisha(%i, %s) → %i", (subtotal, location, total) => {
    expect(orderTotalPoisha(subtotal, location)).toBe(total);
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("orderTotalPoisha refuses subtotal %s", (subtotal) => {
    expect(() => orderTotalPoisha(subtotal, "inside_dhaka")).toThrow(RangeError);
  });

  it.each([
    [0, "inside_dhaka", true],
    [MAX_ORDER_AMOUNT_POISHA - 6000, "inside_dhaka", true],
    [MAX_ORDER_AMOUNT_POISHA - 6000, "outside_dhaka", false],
    [MAX_ORDER_AMOUNT_POISHA - 5999, "inside_dhaka", false],
    // 50 lines of the dearest price at quantity 999: more than a safe integer of poisha.
    [999_999_999_999 * 999 * 50, "inside_dhaka", false],
    [-1, "inside_dhaka", false],
  ] as const)("isOrderAmountStorable(%i, %s) → %s", (subtotal, location, expected) => {
    expect(isOrderAmountStorable(subtotal, location)).toBe(expected);
  });
});
