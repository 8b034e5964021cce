import { describe, expect, it } from "vitest";
import {
  deliveryChargePoisha,
  INSIDE_DHAKA,
  isFreeDelivery,
  isOrderAmountStorable,
  MAX_ORDER_AMOUNT_POISHA,
  orderTotalPoisha,
  OUTSIDE_DHAKA,
  ZONE_KEY_PATTERN,
  zoneForDistrict,
} from "./delivery";

describe("delivery", () => {
  it("keeps the spec's two zone keys, which old orders store", () => {
    expect([INSIDE_DHAKA, OUTSIDE_DHAKA]).toEqual(["inside_dhaka", "outside_dhaka"]);
    expect(ZONE_KEY_PATTERN.test(INSIDE_DHAKA) && ZONE_KEY_PATTERN.test(OUTSIDE_DHAKA)).toBe(true);
  });

  it.each([
    // [zone charge, subtotal, threshold, charge]
    [6000, 200_000, 200_000, 6000], // at the threshold: not free
    [6000, 200_001, 200_000, 0], // one poisha over: free
    [12000, 199_999, 200_000, 12000],
    [12000, 10_000_000, 200_000, 0],
    [6000, 10_000_000, null, 6000], // no threshold: never free
    [0, 0, null, 0],
    [10000, 1, 0, 0], // threshold ৳0: anything over nothing ships free
    [10000, 0, 0, 10000],
  ])("zone charge %i, subtotal %i, threshold %s → %i poisha", (zoneCharge, subtotal, threshold, charge) => {
    expect(deliveryChargePoisha(zoneCharge, subtotal, threshold)).toBe(charge);
  });

  it.each([
    [200_000, 200_000, false],
    [200_001, 200_000, true],
    [199_999, 200_000, false],
    [5, null, false],
  ])("isFreeDelivery(%i, %s) → %s", (subtotal, threshold, expected) => {
    expect(isFreeDelivery(subtotal, threshold)).toBe(expected);
  });

  it.each([
    [0, 6000, 6000],
    [1, 6000, 6001],
    [415000, 6000, 421000],
    [415000, 0, 415000],
    [MAX_ORDER_AMOUNT_POISHA - 12000, 12000, MAX_ORDER_AMOUNT_POISHA],
  ])("orderTotalPoisha(%i, %i) → %i", (subtotal, charge, total) => {
    expect(orderTotalPoisha(subtotal, charge)).toBe(total);
  });

  it.each([
    [-1, 0],
    [0.5, 0],
    [Number.NaN, 0],
    [Number.MAX_SAFE_INTEGER + 1, 0],
    [0, -1],
    [0, 0.5],
  ])("orderTotalPoisha refuses subtotal %s with charge %s", (subtotal, charge) => {
    expect(() => orderTotalPoisha(subtotal, charge)).toThrow(RangeError);
  });

  it.each([
    [0, 6000, true],
    [MAX_ORDER_AMOUNT_POISHA - 6000, 6000, true],
    [MAX_ORDER_AMOUNT_POISHA - 6000, 12000, false],
    [MAX_ORDER_AMOUNT_POISHA - 5999, 6000, false],
    // 50 lines of the dearest price at quantity 999: more than a safe integer of poisha.
    [999_999_999_999 * 999 * 50, 6000, false],
    [-1, 6000, false],
    [0, -1, false],
  ])("isOrderAmountStorable(%i, %i) → %s", (subtotal, charge, expected) => {
    expect(isOrderAmountStorable(subtotal, charge)).toBe(expected);
  });

  const zones = [{ key: INSIDE_DHAKA }, { key: "dhaka_suburbs" }, { key: OUTSIDE_DHAKA }];
  it.each([
    ["Dhaka", zones, INSIDE_DHAKA],
    ["Gazipur", zones, OUTSIDE_DHAKA],
    ["Cox's Bazar", zones, OUTSIDE_DHAKA],
    ["Dhaka", [{ key: OUTSIDE_DHAKA }], undefined],
    ["Sylhet", [{ key: INSIDE_DHAKA }], undefined],
  ])("zoneForDistrict(%s) → %s", (district, offered, expected) => {
    expect(zoneForDistrict(district, offered)).toBe(expected);
  });
});
