// Handing parcels to couriers (browser and server): the couriers staff pick from, what a consignment
// entered by hand must look like, and how Steadfast's delivery statuses map onto ours.
import type { OrderStatus } from "./order-status";

/** Couriers offered in the order dialog; any other name may be typed. */
export const COURIER_SUGGESTIONS = ["Steadfast", "Pathao", "RedX", "Paperfly", "Sundarban", "eCourier"] as const;

/** The courier name stored for a booking made through Steadfast's API. */
export const STEADFAST = "Steadfast";

export const MAX_COURIER_NAME = 60;
export const MAX_TRACKING_ID = 100;
export const MAX_TRACKING_URL = 500;

// Browsers strip tabs and newlines inside URLs and read "\" as "/": refuse them outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f\\]/;

/**
 * The tracking URL as stored and linked, or null when it is not an absolute http(s) URL with a host
 * (so "javascript:", "data:" and "//host" never reach an href). Surrounding spaces are trimmed.
 */
export function safeTrackingUrl(raw: string): string | null {
  const url = raw.trim();
  if (url.length === 0 || url.length > MAX_TRACKING_URL || UNSAFE_URL_CHARS.test(url)) return null;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname.length > 0 ? url : null;
  } catch {
    return null;
  }
}

/** A consignment entered by hand, checked: courier and tracking id required, the URL optional. */
export type ManualConsignment = { courier: string; trackingId: string; trackingUrl: string | null };

/** The consignment, or the first problem in words. Collapses runs of spaces in the names. */
export function checkConsignment(input: {
  courier?: string | null;
  trackingId?: string | null;
  trackingUrl?: string | null;
}): { ok: true; consignment: ManualConsignment } | { ok: false; message: string } {
  const courier = (input.courier ?? "").trim().replace(/\s+/g, " ");
  const trackingId = (input.trackingId ?? "").trim();
  const rawUrl = (input.trackingUrl ?? "").trim();
  if (!courier) return { ok: false, message: "Courier is required" };
  if (courier.length > MAX_COURIER_NAME) return { ok: false, message: `Courier can be at most ${MAX_COURIER_NAME} characters` };
  if (!trackingId) return { ok: false, message: "Tracking ID is required" };
  if (trackingId.length > MAX_TRACKING_ID || /\s/.test(trackingId)) {
    return { ok: false, message: `Tracking ID must be one word of at most ${MAX_TRACKING_ID} characters` };
  }
  const trackingUrl = rawUrl ? safeTrackingUrl(rawUrl) : null;
  if (rawUrl && !trackingUrl) return { ok: false, message: "Tracking URL must be a web address starting with http:// or https://" };
  return { ok: true, consignment: { courier, trackingId, trackingUrl } };
}

/**
 * Steadfast's delivery statuses (its API documentation V1, "Delivery Statuses"), the words staff see
 * beside our status, and the status each one moves a shipped order to. Only the final outcomes move
 * it: delivered → Delivered, cancelled (the parcel goes back to the shop) → Returned. The rest, a
 * partial delivery, a hold and the approval-pending states included, stay Shipped with the courier's
 * words shown, for staff to decide.
 */
export const STEADFAST_STATUSES: Record<string, { words: string; moveTo: OrderStatus | null }> = {
  pending: { words: "Pending", moveTo: null },
  in_review: { words: "In review", moveTo: null },
  hold: { words: "On hold", moveTo: null },
  delivered_approval_pending: { words: "Delivered, awaiting approval", moveTo: null },
  partial_delivered_approval_pending: { words: "Partly delivered, awaiting approval", moveTo: null },
  cancelled_approval_pending: { words: "Cancelled, awaiting approval", moveTo: null },
  unknown_approval_pending: { words: "Unknown, awaiting approval", moveTo: null },
  delivered: { words: "Delivered", moveTo: "delivered" },
  partial_delivered: { words: "Partly delivered", moveTo: null },
  cancelled: { words: "Cancelled", moveTo: "returned" },
  unknown: { words: "Unknown", moveTo: null },
};

/** Where a shipped order goes for a Steadfast delivery status (null: it stays, with the words shown). */
export function steadfastMoveTo(deliveryStatus: string): OrderStatus | null {
  return Object.hasOwn(STEADFAST_STATUSES, deliveryStatus) ? (STEADFAST_STATUSES[deliveryStatus]?.moveTo ?? null) : null;
}

/** A courier's status code in words: Steadfast's own words when known, else the code with spaces. */
export function courierStatusWords(code: string): string {
  const known = Object.hasOwn(STEADFAST_STATUSES, code) ? STEADFAST_STATUSES[code] : undefined;
  if (known) return known.words;
  const spaced = code.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
