// `npx tsx scripts/make-upgrade-fixture.ts`: writes tests/fixtures/upgrade/haat-<last migration>.tar.gz,
// a backup of a small shop made by this release's schema: a category, products with an image, an
// admin, and an order in every status (moved there by set_order_status, so the status events and
// counters are the real ones). tests/integration/upgrade.test.ts restores it with every later
// migration and checks every row survived. Run it again only to add a fixture for a new release;
// keep the old ones: each is the shape of a database someone may still have.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import sharp from "sharp";

const dataDir = mkdtempSync(path.join(tmpdir(), "haat-fixture-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";

const { installDbHandle, closeDb } = await import("../app/.server/db");
const { openPglite } = await import("../app/.server/db/client");
const { categories, products } = await import("../app/.server/db/schema");
const { upsertAdmin } = await import("../app/.server/admin/users");
const { createOrder, hashOrderRequest } = await import("../app/.server/orders/place");
const { setOrderStatus } = await import("../app/.server/orders/status");
const { ORDER_STATUSES } = await import("../app/lib/order-status");
const { OrderRequestSchema } = await import("../app/lib/schemas/checkout");
const { createBackup } = await import("../app/.server/backup/backup");

const handle = await openPglite(undefined, await PGlite.create({ extensions: { pg_trgm } }));
await handle.migrate();
installDbHandle(handle);
const { db } = handle;

await upsertAdmin("fixture-admin@example.com", "fixture password");
const uploads = path.join(dataDir, "uploads");
mkdirSync(path.join(uploads, "products"), { recursive: true });
const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#e76f51" } }).webp().toBuffer();
writeFileSync(path.join(uploads, "products/1795000000000-00000000000000aa.webp"), image);

const [category] = await db.insert(categories).values({ name: "Fish", slug: "fish", description: "River fish" }).returning();
const made = await db
  .insert(products)
  .values([
    { name: "Hilsa", slug: "hilsa", description: "Padma hilsa, 1 kg", price: "1250.50", categoryId: category!.id, stockQuantity: 40, isFeatured: true, imageUrl: "/uploads/products/1795000000000-00000000000000aa.webp", images: ["/uploads/products/1795000000000-00000000000000aa.webp"] },
    { name: "Rui", slug: "rui", price: "420.00", categoryId: category!.id, stockQuantity: 25 },
    { name: "Old stock", slug: "old-stock", price: "10.00", stockQuantity: 0, isActive: false },
  ])
  .returning();

for (const [n, status] of ORDER_STATUSES.entries()) {
  const request = OrderRequestSchema.parse({
    customer_name: `Customer ${n + 1}`,
    customer_phone: "01712345678",
    city: n % 2 ? "Chattogram" : "Dhaka",
    delivery_location: n % 2 ? "outside_dhaka" : "inside_dhaka",
    shipping_address: `House ${n + 1}, Road 2, Dhanmondi`,
    message: n === 0 ? "Call before coming" : null,
    items: [
      { product_id: made[0]!.id, quantity: 1 + (n % 2) },
      ...(n % 3 === 0 ? [{ product_id: made[1]!.id, quantity: 2 }] : []),
    ],
  });
  const { order } = await createOrder(request, { idempotencyKey: `fixture-key-${n}`, requestHash: hashOrderRequest(request) });
  if (status !== "pending") await setOrderStatus(order.id, status, "fixture-admin@example.com");
}

const out = mkdtempSync(path.join(tmpdir(), "haat-fixture-out-"));
const backup = await createBackup({ handle, uploadsDir: uploads, outDir: out });
await closeDb();
const target = path.resolve("tests/fixtures/upgrade", `haat-${backup.manifest.migration.tag}.tar.gz`);
copyFileSync(backup.file, target);
console.log(`Wrote ${target}: ${backup.manifest.counts.orders} orders, ${backup.manifest.counts.products} products, migration ${backup.manifest.migration.tag}.`);
