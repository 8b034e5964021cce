// The one place checkout, confirmation and the server agree on delivery rules.

export const DELIVERY_LOCATIONS = ["inside_dhaka", "outside_dhaka"] as const;

export type DeliveryLocation = (typeof DELIVERY_LOCATIONS)[number];

export const DELIVERY_LOCATION_LABELS: Record<DeliveryLocation, string> = {
  inside_dhaka: "Inside Dhaka",
  outside_dhaka: "Outside Dhaka",
};

// Checkout and confirmation figures; the shipping info page deliberately states different ones (1-2 / 3-5 business days).
export const DELIVERY_ESTIMATES: Record<DeliveryLocation, string> = {
  inside_dhaka: "3-5 business days",
  outside_dhaka: "5-7 business days",
};

const CHARGE_POISHA: Record<DeliveryLocation, number> = {
  inside_dhaka: 6000,
  outside_dhaka: 12000,
};

/**
 * Delivery charge in poisha for a location (৳60 inside Dhaka, ৳120 outside).
 * The home strip's "Free Shipping (orders over ৳2000)" is advertising only: the spec never shows it
 * changing the checkout charge, so it is deliberately NOT applied here.
 */
export function deliveryChargePoisha(location: DeliveryLocation): number {
  return CHARGE_POISHA[location];
}

// numeric(12,2), the type of every order amount, holds at most 9,999,999,999.99 taka.
export const MAX_ORDER_AMOUNT_POISHA = 999_999_999_999;

/**
 * Order total in poisha: subtotal (poisha) plus the location's delivery charge. The one sum the
 * checkout page shows and the server stores. Throws RangeError when the subtotal is not a
 * non-negative safe integer.
 */
export function orderTotalPoisha(subtotalPoisha: number, location: DeliveryLocation): number {
  if (!Number.isSafeInteger(subtotalPoisha) || subtotalPoisha < 0) throw new RangeError(`Invalid subtotal: ${subtotalPoisha} poisha`);
  return subtotalPoisha + deliveryChargePoisha(location);
}

/** True when an order of this subtotal (poisha) and location can be stored (total within numeric(12,2)). */
export function isOrderAmountStorable(subtotalPoisha: number, location: DeliveryLocation): boolean {
  return Number.isSafeInteger(subtotalPoisha) && subtotalPoisha >= 0 && orderTotalPoisha(subtotalPoisha, location) <= MAX_ORDER_AMOUNT_POISHA;
}

/** Type guard: true when x is one of DELIVERY_LOCATIONS. */
export function isDeliveryLocation(x: unknown): x is DeliveryLocation {
  return typeof x === "string" && (DELIVERY_LOCATIONS as readonly string[]).includes(x);
}
