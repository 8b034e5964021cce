/**
 * Staff roles and what each may do: the one table of permissions (issue 48, shown in the README).
 * Every admin route module names one key in `export const handle = { permission: "…" }`; the admin
 * guard (app/routes/admin/guard.ts) refuses a request whose route names none or a key its role lacks.
 * Finer rights than a page's (a packer may mark Shipped but not cancel) are the `order.*` keys,
 * checked by the action that does the thing. Pure: the sidebar and buttons read it too.
 */

export const ROLES = ["owner", "manager", "desk", "packer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", manager: "Manager", desk: "Order desk", packer: "Packer" };

const ALL: readonly Role[] = ROLES;
const OWNER: readonly Role[] = ["owner"];
const MANAGER: readonly Role[] = ["owner", "manager"];

/** Permission key → who has it and what it is, in the order the README lists them. */
export const PERMISSIONS = {
  panel: { roles: ALL, label: "Admin panel: dashboard, own account (password, two-factor sign-in, sessions)" },
  catalogue: { roles: MANAGER, label: "Products, variants, stock, categories, image uploads" },
  banners: { roles: MANAGER, label: "Hero banners" },
  discounts: { roles: MANAGER, label: "Discounts" },
  messages: { roles: MANAGER, label: "Customer messages" },
  reviews: { roles: MANAGER, label: "Reviews" },
  pages: { roles: MANAGER, label: "Store pages" },
  desk: { roles: ["owner", "manager", "desk"], label: "The order desk (to confirm)" },
  orders: { roles: ALL, label: "Orders list and order pages (a packer sees Confirmed and Processing orders only)" },
  "orders.history": { roles: ["owner", "manager", "desk"], label: "Orders in every status and a customer's order history" },
  "orders.confirm": { roles: ["owner", "manager", "desk"], label: "Confirm orders, call attempts, notes, edits" },
  "orders.cancel": { roles: ["owner", "manager", "desk"], label: "Cancel orders" },
  "orders.pack": { roles: ["owner", "manager", "packer"], label: "Mark orders Processing and Shipped" },
  "orders.deliver": { roles: MANAGER, label: "Mark orders Delivered and Returned" },
  "orders.export": { roles: MANAGER, label: "Export orders as CSV" },
  paperwork: { roles: ["owner", "manager", "packer"], label: "Invoices, labels, packing list, courier CSV" },
  courier: { roles: ["owner", "manager", "packer"], label: "Courier booking and consignments" },
  blocklist: { roles: ["owner", "manager", "desk"], label: "Blocked phones" },
  settings: { roles: OWNER, label: "Shop settings, delivery zones, courier and SMS keys" },
  backups: { roles: OWNER, label: "Backups: download and restore" },
  staff: { roles: OWNER, label: "Staff: invite, roles, deactivate, password-reset links" },
  activity: { roles: OWNER, label: "Activity (audit log)" },
} as const satisfies Record<string, { roles: readonly Role[]; label: string }>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && Object.hasOwn(PERMISSIONS, value);
}

/** Whether `role` has `permission`; an unknown role or key has nothing. */
export function can(role: string | null | undefined, permission: string): boolean {
  return isRole(role) && isPermission(permission) && (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** Every permission of `role`, for the browser (sidebar and buttons). */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((key) => can(role, key));
}

/** The permission a route module declares in its `handle`, or undefined when it names none (the guard then refuses). */
export function permissionOfHandle(handle: unknown): Permission | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const named = (handle as { permission?: unknown }).permission;
  return isPermission(named) ? named : undefined;
}

/** The finer right that moving an order to `status` needs, beside the page's "orders". */
export function statusPermission(status: string): Permission {
  switch (status) {
    case "processing":
    case "shipped":
      return "orders.pack";
    case "delivered":
    case "returned":
      return "orders.deliver";
    case "cancelled":
      return "orders.cancel";
    default:
      return "orders.confirm";
  }
}

/** What every admin route module exports as `handle`: the permission the admin guard checks. */
export type AdminHandle = { permission: Permission };

/** The statuses a role without "orders.history" (a packer) sees: the orders there are to pack. */
export const PACKER_STATUSES = ["confirmed", "processing"] as const;
