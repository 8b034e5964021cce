// The one place checkout, confirmation and the server agree on delivery rules. The zones themselves
// (name, charge, estimate) live in the database (delivery_zones) and are edited in /admin/settings;
// what is here is the arithmetic every reader of them applies.

/** The spec's two zones. Their keys are stored on every order placed before zones were editable. */
export const INSIDE_DHAKA = "inside_dhaka";
export const OUTSIDE_DHAKA = "outside_dhaka";

/** A zone key: what the order API's delivery_location carries and orders store. */
export const ZONE_KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

/** A delivery zone as the storefront shows it (the charge in poisha). */
export type DeliveryZone = { key: string; name: string; chargePoisha: number; estimate: string };

/** A zone as the admin edits it (charge in decimal taka; null Bangla twins: none saved). */
export type ZoneRecord = {
  key: string;
  name: string;
  nameBn: string | null;
  charge: string;
  estimate: string;
  estimateBn: string | null;
  isActive: boolean;
  displayOrder: number;
};

/** True when an order's subtotal (poisha) is strictly over the free-shipping threshold (poisha; null: no free shipping). */
export function isFreeDelivery(subtotalPoisha: number, thresholdPoisha: number | null): boolean {
  return thresholdPoisha !== null && subtotalPoisha > thresholdPoisha;
}

/**
 * The delivery charge in poisha an order pays: the zone's charge, or 0 when the subtotal is strictly
 * over the free-shipping threshold (at the threshold exactly it is not free). The checkout summary
 * shows it and the database function place_order applies the same rule; the server checks they agree.
 */
export function deliveryChargePoisha(zoneChargePoisha: number, subtotalPoisha: number, thresholdPoisha: number | null): number {
  return isFreeDelivery(subtotalPoisha, thresholdPoisha) ? 0 : zoneChargePoisha;
}

// numeric(12,2), the type of every order amount, holds at most 9,999,999,999.99 taka.
export const MAX_ORDER_AMOUNT_POISHA = 999_999_999_999;

/**
 * Order total in poisha: subtotal plus delivery charge (both poisha). The one sum the checkout page
 * shows and the server stores. Throws RangeError when either is not a non-negative safe integer.
 */
export function orderTotalPoisha(subtotalPoisha: number, chargePoisha: number): number {
  if (!Number.isSafeInteger(subtotalPoisha) || subtotalPoisha < 0) throw new RangeError(`Invalid subtotal: ${subtotalPoisha} poisha`);
  if (!Number.isSafeInteger(chargePoisha) || chargePoisha < 0) throw new RangeError(`Invalid delivery charge: ${chargePoisha} poisha`);
  return subtotalPoisha + chargePoisha;
}

/** True when an order of this subtotal and charge (poisha) can be stored (total within numeric(12,2)). */
export function isOrderAmountStorable(subtotalPoisha: number, chargePoisha: number): boolean {
  return (
    Number.isSafeInteger(subtotalPoisha) &&
    subtotalPoisha >= 0 &&
    Number.isSafeInteger(chargePoisha) &&
    chargePoisha >= 0 &&
    orderTotalPoisha(subtotalPoisha, chargePoisha) <= MAX_ORDER_AMOUNT_POISHA
  );
}

/**
 * The zone checkout preselects for a district (English name): Dhaka district is inside Dhaka, every
 * other district outside. The shopper may still choose any zone; undefined when that zone is not offered.
 */
export function zoneForDistrict(district: string, zones: readonly Pick<DeliveryZone, "key">[]): string | undefined {
  const key = district === "Dhaka" ? INSIDE_DHAKA : OUTSIDE_DHAKA;
  return zones.some((zone) => zone.key === key) ? key : undefined;
}
