import { describe, expect, it } from "vitest";
import {
  DELIVERY_ESTIMATES,
  DELIVERY_LOCATION_LABELS,
  DELIVERY_LOCATIONS,
  deliveryChargePoisha,
  isDeliveryLocation,
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
});
