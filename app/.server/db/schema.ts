import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  uniqueIndex,
  bigint,
  jsonb,
} from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { CANCEL_REASONS } from "../../lib/desk";
import { ORDER_STATUSES } from "../../lib/order-status";

export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);

// Indexes that serve ORDER BY x DESC are declared DESC NULLS FIRST, which is what ORDER BY … DESC
// means in PostgreSQL; a DESC NULLS LAST index cannot serve it and the planner falls back to a sort.
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Money is numeric(12,2) taka: exact in SQL; read as a decimal string and handled in poisha by app/lib/money. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  // Bangla name and description for /bn pages; null shows the English ones there.
  nameBn: text("name_bn"),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  descriptionBn: text("description_bn"),
  createdAt: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    // Bangla name and description for /bn pages; null shows the English ones there.
    nameBn: text("name_bn"),
    descriptionBn: text("description_bn"),
    price: money("price").notNull(),
    // RESTRICT: deleting a category must never silently orphan or delete its products.
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    imageUrl: text("image_url"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    // Units sold (non-cancelled orders), kept in the order transaction so best sellers never scan order_items.
    soldCount: integer("sold_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_stock_quantity_non_negative", sql`${t.stockQuantity} >= 0`),
    check("products_price_non_negative", sql`${t.price} >= 0`),
    check("products_sold_count_non_negative", sql`${t.soldCount} >= 0`),
    // New arrivals, flash sale, gallery, /shop default listing: active products newest first.
    index("products_active_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isActive}`),
    // /shop?category= and related products: active products of one category newest first.
    index("products_active_category_created_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // Best sellers: active products by units sold.
    index("products_active_sold_idx").on(t.soldCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isActive}`),
    // Search and the /shop text filter: case-insensitive partial match (ILIKE '%q%') on name/description.
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("products_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    // The same search in Bangla (pg_trgm makes trigrams of Bengali script as of any other letters).
    index("products_name_bn_trgm_idx").using("gin", sql`${t.nameBn} gin_trgm_ops`),
    index("products_description_bn_trgm_idx").using("gin", sql`${t.descriptionBn} gin_trgm_ops`),
    // Admin products table (all products, active or not) in each of its sorts; the id breaks ties, so
    // deep pages walk only the index. Descending sorts scan these backwards.
    index("products_admin_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_admin_name_idx").on(t.name, t.id),
    index("products_admin_price_idx").on(t.price, t.id),
    index("products_admin_stock_idx").on(t.stockQuantity, t.id),
  ],
);

/**
 * A product's options (Size, Colour: at most 3, app/lib/variants.ts MAX_OPTIONS) and their ordered
 * values, each with an optional Bangla label (null: /bn shows the English). A product without options
 * has none of these rows and exactly one variant (docs/decisions/016-product-variants.md).
 */
export const productOptions = pgTable(
  "product_options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    name: text("name").notNull(),
    nameBn: text("name_bn"),
  },
  (t) => [index("product_options_product_idx").on(t.productId, t.position)],
);

export const productOptionValues = pgTable(
  "product_option_values",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    value: text("value").notNull(),
    valueBn: text("value_bn"),
  },
  (t) => [
    index("product_option_values_option_idx").on(t.optionId, t.position),
    // "M" twice in one option would make two variants indistinguishable.
    uniqueIndex("product_option_values_option_value_key").on(t.optionId, sql`lower(${t.value})`),
  ],
);

/**
 * What a shopper buys: one combination of option values (product_variant_values) with its own stock,
 * active flag, optional price (null: the product's), SKU and image (one of the product's images).
 * Every product has at least one; products.stock_quantity is the sum of its active variants' stock,
 * kept by the trigger of drizzle/0032 (drizzle/functions/product_variant_stock_apply.sql).
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    price: money("price"),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    sku: text("sku"),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_variants_stock_quantity_non_negative", sql`${t.stockQuantity} >= 0`),
    check("product_variants_price_non_negative", sql`${t.price} >= 0`),
    index("product_variants_product_idx").on(t.productId, t.position, t.id),
    // Unique in the shop; blank SKUs are stored as null.
    uniqueIndex("product_variants_sku_key").on(t.sku).where(sql`${t.sku} is not null`),
  ],
);

/** A variant's value of each of its product's options (one row per option). */
export const productVariantValues = pgTable(
  "product_variant_values",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    valueId: integer("value_id")
      .notNull()
      .references(() => productOptionValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.optionId] }),
    // The shop's size/colour filter: variants having a value.
    index("product_variant_values_value_idx").on(t.valueId),
  ],
);

export const heroBanners = pgTable(
  "hero_banners",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url"),
    buttonText: text("button_text"),
    // Bangla texts for /bn pages; a null one shows its English twin there.
    titleBn: text("title_bn"),
    subtitleBn: text("subtitle_bn"),
    buttonTextBn: text("button_text_bn"),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("hero_banners_display_order_non_negative", sql`${t.displayOrder} >= 0`),
    // Home hero: active banners by display_order.
    index("hero_banners_display_order_idx").on(t.displayOrder),
  ],
);

/**
 * Where the shop delivers and what it charges, edited in /admin/settings. An order stores its zone's
 * key, name, charge and estimate as they were when it was placed, so editing a zone never changes an
 * existing order; a zone that orders refer to cannot be deleted (RESTRICT), only deactivated. The
 * migration seeds the spec's two zones with the keys every older order stores. The name and estimate
 * have optional Bangla twins (null: Bangla pages show the English), like the catalogue's `_bn` texts.
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    nameBn: text("name_bn"),
    charge: money("charge").notNull(),
    estimate: text("estimate").notNull(),
    estimateBn: text("estimate_bn"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("delivery_zones_charge_non_negative", sql`${t.charge} >= 0`),
    check("delivery_zones_key_format", sql`${t.key} ~ '^[a-z0-9_]{1,40}$'`),
  ],
);

/**
 * The shop's own details, edited in /admin/settings: one row (id 1), created by the migration. A null
 * store name or phone means "not saved yet": STORE_NAME / STORE_PHONE apply until an admin saves one.
 * A null free-shipping threshold means no free shipping.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    storeName: text("store_name"),
    supportPhone: text("support_phone"),
    email: text("email"),
    address: text("address"),
    businessHours: text("business_hours"),
    // Bangla twins for /bn pages; null shows the English there.
    addressBn: text("address_bn"),
    businessHoursBn: text("business_hours_bn"),
    // The return period every page states (the home strip, /returns via {return_days}).
    returnDays: smallint("return_days").notNull().default(7),
    tradeLicenceNumber: text("trade_licence_number"),
    dbidNumber: text("dbid_number"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    xUrl: text("x_url"),
    youtubeUrl: text("youtube_url"),
    freeShippingThreshold: money("free_shipping_threshold"),
    // The order desk (app/lib/desk.ts DESK_DEFAULTS): "No answer" calls before it suggests cancelling,
    // and a poor record: at least this many cancelled orders making up at least this percentage of
    // the phone's finished ones.
    deskCallAttempts: smallint("desk_call_attempts").notNull().default(3),
    poorRecordMinBad: smallint("poor_record_min_bad").notNull().default(2),
    poorRecordMinPercent: smallint("poor_record_min_percent").notNull().default(50),
    // Steadfast's API key and secret, each AES-256-GCM encrypted with a key derived from the auth
    // secret (app/.server/courier/credentials.ts); null: not saved. Never sent to the browser.
    steadfastApiKey: text("steadfast_api_key"),
    steadfastSecretKey: text("steadfast_secret_key"),
    // Staff (issue 48): days the audit log keeps an entry; whether every staff member must use two-factor sign-in.
    auditRetentionDays: smallint("audit_retention_days").notNull().default(365),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    // A variant with this many units or fewer is marked in the admin products list.
    lowStockLevel: integer("low_stock_level").notNull().default(5),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("shop_settings_single_row", sql`${t.id} = 1`),
    check("shop_settings_threshold_non_negative", sql`${t.freeShippingThreshold} >= 0`),
    check("shop_settings_desk_call_attempts", sql`${t.deskCallAttempts} between 1 and 20`),
    check("shop_settings_poor_record_min_bad", sql`${t.poorRecordMinBad} between 1 and 100`),
    check("shop_settings_poor_record_min_percent", sql`${t.poorRecordMinPercent} between 1 and 100`),
    check("shop_settings_return_days", sql`${t.returnDays} between 1 and 365`),
    check("shop_settings_audit_retention_days", sql`${t.auditRetentionDays} between 30 and 3650`),
    check("shop_settings_low_stock_level_non_negative", sql`${t.lowStockLevel} >= 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNumber: text("order_number").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    status: orderStatusEnum("status").notNull().default("pending"),
    customerName: text("customer_name").notNull(),
    // The name lowercased once when written, so the admin search (case-insensitive contains) is a
    // plain LIKE on this column: ILIKE lowercases every row it tests, three times slower per row.
    customerNameFolded: text("customer_name_folded")
      .notNull()
      .generatedAlwaysAs(sql`lower(customer_name)`),
    customerPhone: text("customer_phone").notNull(),
    customerEmail: text("customer_email"),
    shippingAddress: text("shipping_address").notNull(),
    city: text("city").notNull(),
    // Area or thana within the city (district), optional.
    area: text("area"),
    // The zone's key; its name and estimate as they were when the order was placed (the charge is delivery_charge).
    deliveryLocation: text("delivery_location")
      .notNull()
      .references(() => deliveryZones.key, { onDelete: "restrict", onUpdate: "restrict" }),
    deliveryZoneName: text("delivery_zone_name").notNull(),
    deliveryEstimate: text("delivery_estimate").notNull(),
    // Their Bangla twins as they were then (null: the zone had none, or the order predates them), for
    // the shopper's pages in Bangla.
    deliveryZoneNameBn: text("delivery_zone_name_bn"),
    deliveryEstimateBn: text("delivery_estimate_bn"),
    subtotal: money("subtotal").notNull(),
    deliveryCharge: money("delivery_charge").notNull(),
    totalAmount: money("total_amount").notNull(),
    message: text("message"),
    paymentMethod: text("payment_method").notNull().default("cash_on_delivery"),
    // The parcel's courier, once handed over: booked through Steadfast's API (consignment id and
    // tracking code from its answer) or entered by hand for any courier (tracking code = its tracking id).
    courier: text("courier"),
    courierConsignmentId: text("courier_consignment_id"),
    courierTrackingCode: text("courier_tracking_code"),
    courierTrackingUrl: text("courier_tracking_url"),
    // The courier's own status code at the last check (e.g. Steadfast's "partial_delivered"), and when.
    courierStatus: text("courier_status"),
    courierCheckedAt: timestamp("courier_checked_at", { withTimezone: true }),
  },
  (t) => [
    check("orders_total_is_subtotal_plus_charge", sql`${t.totalAmount} = ${t.subtotal} + ${t.deliveryCharge}`),
    // Linked from the public track page: only http(s).
    check("orders_courier_tracking_url_http", sql`${t.courierTrackingUrl} ~* '^https?://'`),
    // The admin orders list, alone and with the status and location filters, newest first, and the
    // dashboard's date ranges are served by four covering b-trees that drizzle cannot declare
    // (INCLUDE): drizzle/0008_orders_covering_indexes.sql. Their included search columns let a search
    // walk deep pages in the index alone, never reading the skipped rows from the table.
    // Admin orders search by customer name or phone (partial, case-insensitive), for searches too
    // rare for the ordered walk.
    index("orders_customer_name_folded_trgm_idx").using("gin", sql`${t.customerNameFolded} gin_trgm_ops`),
    index("orders_customer_phone_trgm_idx").using("gin", sql`${t.customerPhone} gin_trgm_ops`),
    // The order desk: a phone's history, its duplicates and bursts (equality on the phone, newest first).
    index("orders_customer_phone_created_idx").on(t.customerPhone, t.createdAt.desc().nullsFirst()),
    // "Refresh courier status": the shipped Steadfast parcels, least recently checked first.
    index("orders_courier_refresh_idx")
      .on(t.courierCheckedAt.asc().nullsFirst())
      .where(sql`${t.status} = 'shipped' and ${t.courierConsignmentId} is not null`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // SET NULL: the order keeps product_name and price after the product is deleted.
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    // The variant bought (SET NULL like the product), and its label and SKU as they were when the order
    // was placed ("Size: M · Colour: Red" in English and Bangla; null: a product without options).
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    variantLabel: text("variant_label"),
    variantLabelBn: text("variant_label_bn"),
    sku: text("sku"),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    // Order detail, confirmation and track: items of one order.
    index("order_items_order_idx").on(t.orderId),
    // "Orders that contained this product", and the SET NULL when a product is deleted. Best
    // sellers do not read order_items: they use products.sold_count (docs/decisions/002).
    index("order_items_product_idx").on(t.productId),
    // The SET NULL when a variant is deleted.
    index("order_items_variant_idx").on(t.variantId),
  ],
);

export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatusEnum("from_status"),
    toStatus: orderStatusEnum("to_status").notNull(),
    changedBy: text("changed_by"),
    createdAt: createdAt(),
  },
  (t) => [
    // Order detail status history.
    index("order_status_events_order_idx").on(t.orderId, t.createdAt),
    // Dashboard recent activity (the id orders events of the same instant).
    index("order_status_events_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * The order desk's phone calls that got no answer: one row per attempt, with who called and when. A
 * confirmation or a cancellation is recorded by the status change itself (order_status_events).
 */
export const orderCallAttempts = pgTable(
  "order_call_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    calledBy: text("called_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_call_attempts_order_idx").on(t.orderId, t.createdAt)],
);

/** Why the desk cancelled an order (one per order: the latest cancellation's reason). */
export const orderCancellations = pgTable(
  "order_cancellations",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: CANCEL_REASONS }).notNull(),
    detail: text("detail"),
    cancelledBy: text("cancelled_by").notNull(),
    createdAt: createdAt(),
  },
  () => [check("order_cancellations_reason_known", sql.raw(`reason in (${CANCEL_REASONS.map((r) => `'${r}'`).join(", ")})`))],
);

/** Staff notes on an order; never shown to shoppers. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorEmail: text("author_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * The client address an order came from, for the desk's burst flag. Its own table, written after the
 * order is placed, so placing an order (place_order) is unchanged and the orders row is not updated.
 */
export const orderClients = pgTable(
  "order_clients",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    clientAddress: text("client_address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_clients_address_created_idx").on(t.clientAddress, t.createdAt)],
);

/** Phones that may not place orders (normalised 01XXXXXXXXX), with who blocked them, when and why. */
export const blockedPhones = pgTable("blocked_phones", {
  phone: text("phone").primaryKey(),
  reason: text("reason").notNull(),
  blockedBy: text("blocked_by").notNull(),
  createdAt: createdAt(),
});

// Exact order counters for the dashboard and the admin orders count, so neither counts 1M orders per
// request. Written only by the statement triggers of drizzle/0012_order_counter_statement_triggers.sql
// (and the truncate trigger of 0004), once per statement that inserts, updates or deletes orders. Each
// connection writes its own shard (pg_backend_pid() % 8), so concurrent orders do not queue on one
// counter row; readers sum shards.

/** Orders and their total amounts per status and delivery location. */
export const orderCounts = pgTable(
  "order_counts",
  {
    status: orderStatusEnum("status").notNull(),
    deliveryLocation: text("delivery_location").notNull(),
    shard: smallint("shard").notNull(),
    orders: bigint("orders", { mode: "number" }).notNull().default(0),
    // Unbounded numeric: a sum of many numeric(12,2) totals can pass numeric(12,2).
    revenue: numeric("revenue").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.status, t.deliveryLocation, t.shard] })],
);

/** Orders placed per UTC day of created_at (dashboard growth: the last 30 days against the 30 before). */
export const orderDailyCounts = pgTable(
  "order_daily_counts",
  {
    day: date("day").notNull(),
    shard: smallint("shard").notNull(),
    orders: integer("orders").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/**
 * How many products exist (active or not), for the admin products count and the dashboard, so neither
 * counts 100k rows per request. Written only by the statement triggers of
 * drizzle/0006_product_counter_triggers.sql; readers sum the shards.
 */
export const productCounts = pgTable("product_counts", {
  // Each connection adds to its own shard (pg_backend_pid() % 8): concurrent writers rarely share a row.
  shard: smallint("shard").primaryKey(),
  products: bigint("products", { mode: "number" }).notNull().default(0),
});

/**
 * The catalogue's version: the sum of the shards grows by one with every committed transaction that
 * changed products, categories, hero banners, delivery zones or the shop settings (0016), whoever made it. The rendered-page cache keys pages by
 * it, so a page is never served from memory once its data changed, on any instance. Written only by the
 * deferred triggers of drizzle/0010_catalogue_version_triggers.sql; readers sum the shards.
 */
export const catalogueVersions = pgTable("catalogue_versions", {
  // Each connection bumps its own shard (pg_backend_pid() % 8): concurrent order transactions rarely wait on each other.
  shard: smallint("shard").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    requestHash: text("request_hash").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // Expiry sweep of keys older than the idempotency window (orders/idempotency.ts).
  (t) => [index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Fixed-window request counters shared by every instance (orders, tracking). */
export const requestLimits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

// better-auth tables (written by hand: its schema CLI crashes on Node 20). Property names are the
// camelCase field names better-auth expects; columns stay snake_case.
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // better-auth's admin plugin: the staff role (app/lib/permissions.ts ROLES; null: not staff, e.g.
  // an invited person before they accept) and deactivation (banned: no sign-in, sessions ended).
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  // better-auth's two-factor plugin.
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
}, (t) => [check("user_role_known", sql`${t.role} in ('owner', 'manager', 'desk', 'packer')`)]);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// better-auth's two-factor plugin: the TOTP secret and backup codes (both encrypted by better-auth).
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/**
 * One-time staff links (issue 48): an invite (sets name and password, then the account has its
 * role) or a password reset. Only the SHA-256 of the token is kept; used_at marks it spent.
 */
export const staffLinks = pgTable(
  "staff_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: ["invite", "reset"] }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_links_user_idx").on(t.userId), check("staff_links_kind", sql`${t.kind} in ('invite', 'reset')`)],
);

/**
 * The audit log (Admin → Activity): one row per change made in the admin, written in the change's
 * own transaction. No page or API edits or deletes a row; only the retention sweep removes rows
 * older than the shop's audit_retention_days.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: an entry outlives its author's account; the email is kept as it was.
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    /** For an edit, [field, before, after] triples as shown ("Price", "৳1,200.00", "৳1,050.00"). */
    changes: jsonb("changes").$type<[string, string, string][]>(),
    clientIp: text("client_ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at.desc().nullsFirst()), index("audit_log_actor_idx").on(t.actorId, t.at.desc().nullsFirst()), index("audit_log_kind_idx").on(t.kind, t.at.desc().nullsFirst())],
);

/**
 * Messages sent with the contact form, read in Admin → Messages. Archived ones leave the inbox but
 * stay (a shop may need them later); the form has no phone field, so the answer goes by e-mail.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    // The language of the page it was sent from ("en" or "bn").
    locale: text("locale").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_locale", sql`${t.locale} in ('en', 'bn')`),
    // The inbox (not archived, newest first) and its unread count.
    index("contact_messages_inbox_idx").on(t.createdAt.desc().nullsFirst()).where(sql`${t.archivedAt} is null`),
  ],
);

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;

/**
 * Product reviews. A shopper's review comes from a delivered order (order number and phone), one per
 * product per order, and waits for the owner's approval; only approved ones are shown. A review with
 * no order is demo data (the seed's samples) and is never marked "Verified purchase".
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    photoUrl: text("photo_url"),
    // As shown: the first name and the initial of the last, and the order's city.
    authorName: text("author_name").notNull(),
    authorCity: text("author_city"),
    locale: text("locale").notNull().default("en"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reply: text("reply"),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_reviews_rating", sql`${t.rating} between 1 and 5`),
    check("product_reviews_status", sql`${t.status} in ('pending', 'approved', 'hidden')`),
    unique("product_reviews_order_product_key").on(t.orderId, t.productId),
    // A product's approved reviews, newest first, and the shop's latest (/reviews).
    index("product_reviews_product_approved_idx").on(t.productId, t.createdAt.desc().nullsFirst()).where(sql`${t.status} = 'approved'`),
    index("product_reviews_approved_idx").on(t.createdAt.desc().nullsFirst()).where(sql`${t.status} = 'approved'`),
    // Admin → Reviews: by status, newest first.
    index("product_reviews_status_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

export const SHOP_PAGE_KEYS = ["about", "returns", "shipping", "terms", "privacy"] as const;

/** The pages the owner writes (Markdown, English and Bangla). A page without a row shows its default text. */
export const shopPages = pgTable(
  "shop_pages",
  {
    key: text("key", { enum: SHOP_PAGE_KEYS }).primaryKey(),
    bodyEn: text("body_en").notNull(),
    bodyBn: text("body_bn").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("shop_pages_key", sql`${t.key} in ('about', 'returns', 'shipping', 'terms', 'privacy')`)],
);
