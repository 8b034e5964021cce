export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned",
};

// Full literal class names so Tailwind's scanner finds them.
export const ORDER_STATUS_BADGE_CLASSES: Record<OrderStatus, string> = {
  pending: "bg-yellow-100 text-yellow-800",
  confirmed: "bg-blue-100 text-blue-800",
  processing: "bg-purple-100 text-purple-800",
  shipped: "bg-orange-100 text-orange-800",
  delivered: "bg-green-100 text-green-800",
  cancelled: "bg-red-100 text-red-800",
  returned: "bg-gray-200 text-gray-800",
};

/** Statuses whose units are back in stock: the order was called off, or its parcel came back. */
export const STOCK_RELEASED_STATUSES = ["cancelled", "returned"] as const satisfies readonly OrderStatus[];

/**
 * A parcel can only come back once it left: an order becomes Returned from Shipped or Delivered (a
 * refused parcel, or one sent back after delivery). Before it ships, calling it off is a cancellation.
 * The database refuses the same (drizzle/functions/set_order_status.sql).
 */
export const RETURNABLE_FROM = ["shipped", "delivered"] as const satisfies readonly OrderStatus[];

/** True when an order in `from` may be set to `to`: any change, except Returned before the parcel left. */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return to !== "returned" || from === "returned" || (RETURNABLE_FROM as readonly OrderStatus[]).includes(from);
}

/** Why canChangeStatus refused: the words the admin sees. */
export const NOT_RETURNABLE_MESSAGE = "Only a shipped or delivered order can be marked returned";

export const TIMELINE_STEPS = ["Order Placed", "Processing", "Shipped", "Delivered"] as const;

export type TimelineStep = { label: (typeof TIMELINE_STEPS)[number]; done: boolean };

/** Type guard: true when x is one of ORDER_STATUSES. */
export function isOrderStatus(x: unknown): x is OrderStatus {
  return typeof x === "string" && (ORDER_STATUSES as readonly string[]).includes(x);
}

/**
 * Track-page timeline for a status. The timeline rules are applied literally, so a
 * cancelled order shows "Processing" done; `cancelled` lets the page say so instead of implying progress.
 * A returned order has no progress to show: `returned` tells the page to say so instead of a timeline.
 */
export function trackTimeline(status: OrderStatus): { steps: TimelineStep[]; cancelled: boolean; returned: boolean } {
  const done: Record<TimelineStep["label"], boolean> = {
    "Order Placed": true,
    Processing: status !== "pending",
    Shipped: status === "shipped" || status === "delivered",
    Delivered: status === "delivered",
  };
  return {
    steps: TIMELINE_STEPS.map((label) => ({ label, done: done[label] })),
    cancelled: status === "cancelled",
    returned: status === "returned",
  };
}
