import { createHash, randomBytes, randomUUID } from "node:crypto";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ArchiveWriter, extractArchive } from "~/.server/backup/archive";
import { createBackup } from "~/.server/backup/backup";
import { restoreBackup, RestoreFailedError, RestoreRefusedError } from "~/.server/backup/restore";
import { type DbHandle, openPglite, openPostgres } from "~/.server/db/client";
import { createOrder, hashOrderRequest } from "~/.server/orders/place";
import { setOrderStatus } from "~/.server/orders/status";
import { blockPhone } from "~/.server/desk/blocklist";
import { addOrderNote } from "~/.server/desk/notes";
import { recordNoAnswer } from "~/.server/desk/queue";
import { ORDER_STATUSES } from "~/lib/order-status";
import { createBanner, createCategory, createProduct, createProductWithVariants } from "../factories";
import { createUser } from "../helpers/admin";
import { emptyPostgresDatabase, tableContents } from "../helpers/backup";
import { setupTestDb, testDbKind } from "../helpers/db";
import { orderRequest } from "../helpers/orders";

// Backups taken from a live shop and restored: consistency under concurrent orders, damaged files,
// targets that hold data, and the move between PGlite and PostgreSQL.

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `haat-${prefix}-`));
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

type Target = { dataDir: string; databaseUrl?: string; open(): Promise<DbHandle>; drop(): Promise<void> };

/** An empty restore target of this project's engine. */
async function emptyTarget(kind = testDbKind): Promise<Target> {
  const dataDir = tmp("restore-target");
  if (kind === "postgres") {
    const database = await emptyPostgresDatabase();
    return { dataDir, databaseUrl: database.url, open: async () => openPostgres(database.url, { max: 2 }), drop: database.drop };
  }
  return { dataDir, open: () => openPglite(path.join(dataDir, "db")), drop: async () => undefined };
}

const rowsOf = async <T extends Record<string, unknown>>(handle: DbHandle, query: ReturnType<typeof sql>) => (await handle.db.execute<T>(query)).rows;

describe(`backup and restore (${testDbKind})`, () => {
  const getHandle = setupTestDb({ poolSize: 30 });
  const uploadsDir = path.join(tmp("uploads"), "uploads");
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  /** Products with image files in uploadsDir (an original and a WebP copy each). */
  async function productsWithImages(count: number, stock: number) {
    const { db } = getHandle();
    const category = await createCategory(db);
    mkdirSync(path.join(uploadsDir, "products"), { recursive: true });
    const made = [];
    for (let i = 0; i < count; i++) {
      const key = `products/${Date.now()}-${randomBytes(8).toString("hex")}`;
      writeFileSync(path.join(uploadsDir, `${key}.png`), randomBytes(2000 + i));
      writeFileSync(path.join(uploadsDir, `${key}-w320.webp`), randomBytes(500 + i));
      made.push(
        await createProduct(db, { categoryId: category.id, stockQuantity: stock, imageUrl: `/uploads/${key}.png`, images: [`/uploads/${key}.png`, `/uploads/${key}-w320.webp`] }),
      );
    }
    return made;
  }

  it("a backup taken while 20 clients place orders restores a shop whose orders, stock, counters and images agree", async () => {
    const STOCK = 20_000;
    const products = await productsWithImages(6, STOCK);
    let placing = true;
    let placed = 0;
    const client = async (n: number) => {
      for (let i = 0; placing; i++) {
        const items = [{ product_id: products[(n + i) % products.length]!.id, quantity: 1 + ((n + i) % 3) }, { product_id: products[(n + 2 * i + 1) % products.length]!.id, quantity: 1 }];
        await createOrder(orderRequest(items.filter((item, index) => index === 0 || item.product_id !== items[0]!.product_id)));
        placed++;
        // A shopper's next order comes over the network: without this turn of the event loop, twenty
        // loops over in-memory PGlite would run on microtasks alone and starve every timer and file.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const clients = Array.from({ length: 20 }, (_, n) => client(n));
    await expect.poll(() => placed, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);
    const outDir = tmp("backups");
    // A file Haat never wrote (put there by hand) is left out, not a reason to fail the backup.
    const stray = path.join(uploadsDir, "products", "notes from the owner.txt");
    writeFileSync(stray, "not an image");
    const backup = await createBackup({ handle: getHandle(), uploadsDir, outDir });
    rmSync(stray);
    expect(backup.skippedUploads).toEqual([stray]);
    // It holds every customer's name, phone and address: readable by the shop's own user only.
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    const placedDuringBackup = placed;
    await expect.poll(() => placed, { timeout: 20_000 }).toBeGreaterThan(placedDuringBackup + 20);
    placing = false;
    await Promise.all(clients);

    // The shop kept selling: the backup holds a moment between the first orders and the last.
    const [live] = await rowsOf<{ n: number }>(getHandle(), sql`select count(*)::int as n from orders`);
    expect(backup.manifest.counts.orders).toBeGreaterThanOrEqual(40);
    expect(backup.manifest.counts.orders).toBeLessThan(live!.n);
    expect(backup.manifest.counts.products).toBe(6);
    expect(backup.manifest.counts.uploads).toBe(12);

    const target = await emptyTarget();
    drops.push(target.drop);
    const restored = await restoreBackup({ file: backup.file, dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    expect(restored.migrationsApplied).toBe(0);
    const handle = await target.open();
    try {
      const [counts] = await rowsOf<{ orders: number; without_lines: number }>(
        handle,
        sql`select count(*)::int as orders, count(*) filter (where not exists (select 1 from order_items i where i.order_id = o.id))::int as without_lines from orders o`,
      );
      expect(counts).toEqual({ orders: backup.manifest.counts.orders, without_lines: 0 });

      // Stock plus units sold is the starting stock, for every product: no order half in the snapshot.
      const stock = await rowsOf<{ id: number; stock: number; sold: number; lines: number }>(
        handle,
        sql`select p.id, p.stock_quantity as stock, p.sold_count as sold, coalesce((select sum(quantity) from order_items i where i.product_id = p.id), 0)::int as lines from products p order by p.id`,
      );
      expect(stock).toHaveLength(6);
      for (const row of stock) {
        expect(row.stock + row.lines, `product ${row.id}`).toBe(STOCK);
        expect(row.sold, `product ${row.id}`).toBe(row.lines);
      }

      // The counters kept by triggers agree with the rows they count.
      const [counters] = await rowsOf<{ counted: number; orders: number; revenue: string; total: string; products: number; product_rows: number; daily: number }>(
        handle,
        sql`select (select sum(orders)::int from order_counts) as counted, (select count(*)::int from orders) as orders,
                   (select sum(revenue)::text from order_counts) as revenue, (select sum(total_amount)::text from orders) as total,
                   (select sum(products)::int from product_counts) as products, (select count(*)::int from products) as product_rows,
                   (select sum(orders)::int from order_daily_counts) as daily`,
      );
      expect(counters!.counted).toBe(counters!.orders);
      expect(counters!.daily).toBe(counters!.orders);
      expect(Number(counters!.revenue)).toBe(Number(counters!.total));
      expect(counters!.products).toBe(counters!.product_rows);

      // Triggers are back on: the restored shop keeps its counters as it sells.
      const [disabled] = await rowsOf<{ n: number }>(handle, sql`select count(*)::int as n from pg_trigger where tgenabled = 'D'`);
      expect(disabled!.n).toBe(0);

      // Every image a product names is there, byte for byte.
      const images = await rowsOf<{ images: string[] }>(handle, sql`select images from products`);
      const urls = images.flatMap((r) => r.images);
      expect(urls).toHaveLength(12);
      for (const url of urls) {
        const key = url.replace(/^\/uploads\//, "");
        expect(sha256(path.join(target.dataDir, "uploads", key)), url).toBe(sha256(path.join(uploadsDir, key)));
        expect(backup.manifest.files[`uploads/${key}`]?.sha256).toBe(sha256(path.join(uploadsDir, key)));
      }
    } finally {
      await handle.close();
    }
  });

  it("refuses a truncated or altered backup with one line, touching nothing", async () => {
    const backup = await createBackup({ handle: getHandle(), uploadsDir, outDir: tmp("backups") });
    const target = await emptyTarget("pglite");
    const refusal = async (file: string) => {
      const error = await restoreBackup({ file, dataDir: target.dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefusedError);
      expect((error as Error).message).not.toContain("\n");
      expect(readdirSync(target.dataDir)).toEqual([]);
      return (error as Error).message;
    };

    const truncated = path.join(tmp("damaged"), "truncated.tar.gz");
    copyFileSync(backup.file, truncated);
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    expect(await refusal(truncated)).toMatch(/truncated\.tar\.gz is damaged \(.+\): nothing was restored\.$/);

    const flipped = path.join(tmp("damaged"), "flipped.tar.gz");
    const bytes = readFileSync(backup.file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(flipped, bytes);
    expect(await refusal(flipped)).toMatch(/flipped\.tar\.gz is damaged/);

    // A well-formed archive whose orders were edited after the backup: only the checksum tells.
    const unpacked = tmp("unpacked");
    const found = await extractArchive(backup.file, unpacked);
    const ordersFile = path.join(unpacked, "db/orders.jsonl");
    writeFileSync(ordersFile, readFileSync(ordersFile, "utf8").replace(/"total_amount":\d+/, '"total_amount":1'));
    const altered = path.join(tmp("damaged"), "altered.tar.gz");
    const writer = new ArchiveWriter(altered);
    for (const name of found.keys()) if (name !== "manifest.json") await writer.addFile(name, path.join(unpacked, name), statSync(path.join(unpacked, name)).size);
    await writer.addBuffer("manifest.json", readFileSync(path.join(unpacked, "manifest.json")));
    await writer.finish();
    expect(await refusal(altered)).toMatch(/altered\.tar\.gz is damaged \(db\/orders\.jsonl does not match its checksum\)/);
  });

  it("says when a restore fails after it began writing, and that --force goes on from there", async () => {
    const backup = await createBackup({ handle: getHandle(), uploadsDir, outDir: tmp("backups") });
    // A consistent file naming a table this schema does not have (as a hand-edited backup might).
    const unpacked = tmp("unpacked");
    const found = await extractArchive(backup.file, unpacked);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as typeof backup.manifest;
    const ghost = Buffer.from('{"id":1}\n');
    const crafted = path.join(tmp("crafted"), "ghost.tar.gz");
    const writer = new ArchiveWriter(crafted);
    for (const name of found.keys()) if (name !== "manifest.json") await writer.addFile(name, path.join(unpacked, name), statSync(path.join(unpacked, name)).size);
    manifest.files["db/ghost.jsonl"] = await writer.addBuffer("db/ghost.jsonl", ghost);
    manifest.tables.ghost = { rows: 1, columns: ["id"] };
    await writer.addBuffer("manifest.json", Buffer.from(JSON.stringify(manifest)));
    await writer.finish();

    const target = await emptyTarget();
    drops.push(target.drop);
    const error = await restoreBackup({ file: crafted, dataDir: target.dataDir, databaseUrl: target.databaseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreFailedError);
    expect((error as Error).message).toBe("The restore failed (the database has no ghost(id) to restore into) after it began writing: fix the cause, then run it again with --force.");
    // The load is one transaction: no table holds a row of the failed restore.
    await restoreBackup({ file: backup.file, dataDir: target.dataDir, databaseUrl: target.databaseUrl, force: true });
  });

  it("refuses a target that holds data unless forced, then replaces it", async () => {
    const backup = await createBackup({ handle: getHandle(), uploadsDir, outDir: tmp("backups") });
    const target = await emptyTarget();
    drops.push(target.drop);
    await restoreBackup({ file: backup.file, dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    // The shop takes an order after the first restore; the forced restore brings back the backup's orders.
    const handle = await target.open();
    await handle.db.execute(sql`delete from order_items`);
    await handle.close();

    const again = await restoreBackup({ file: backup.file, dataDir: target.dataDir, databaseUrl: target.databaseUrl }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(RestoreRefusedError);
    expect((again as Error).message).toMatch(/already (has tables|holds a database): restore only into an empty target, or add --force/);

    await restoreBackup({ file: backup.file, dataDir: target.dataDir, databaseUrl: target.databaseUrl, force: true });
    const reopened = await target.open();
    try {
      const [lines] = await rowsOf<{ n: number }>(reopened, sql`select count(*)::int as n from order_items`);
      expect(lines!.n).toBe(backup.manifest.counts.orderItems);
    } finally {
      await reopened.close();
    }
  });

  it("restores onto a DATA_DIR that holds the backup's own images (moving engines), not one holding others", async () => {
    const backup = await createBackup({ handle: getHandle(), uploadsDir, outDir: tmp("backups") });
    expect(backup.manifest.counts.uploads).toBeGreaterThan(0);
    const same = await emptyTarget();
    drops.push(same.drop);
    cpSync(uploadsDir, path.join(same.dataDir, "uploads"), { recursive: true });
    await restoreBackup({ file: backup.file, dataDir: same.dataDir, databaseUrl: same.databaseUrl });

    const other = await emptyTarget();
    drops.push(other.drop);
    mkdirSync(path.join(other.dataDir, "uploads/products"), { recursive: true });
    writeFileSync(path.join(other.dataDir, "uploads/products/someone-else.webp"), "other shop");
    const refused = await restoreBackup({ file: backup.file, dataDir: other.dataDir, databaseUrl: other.databaseUrl }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as Error).message).toMatch(/holds images that are not in this backup \(.*someone-else\.webp\): restore only into an empty target, or add --force/);
  });

  // Once per run, from the PGlite project, when a PostgreSQL server is at hand.
  it.runIf(testDbKind === "pglite" && process.env.TEST_DATABASE_URL)("moves PGlite → PostgreSQL → PGlite keeping every row of every table", async () => {
    const { db } = getHandle();
    // Something in every table a backup keeps: an admin account, a banner, orders in every status.
    await createUser(`backup-${randomBytes(4).toString("hex")}@example.com`);
    await createBanner(db);
    const [product] = await productsWithImages(1, 50);
    for (const status of ORDER_STATUSES) {
      const request = orderRequest([{ product_id: product!.id, quantity: 1 }]);
      // The order desk's records: the client address (noted with the order), a call, a note, a cancellation's reason.
      const { order } = await createOrder(request, { idempotencyKey: randomUUID(), requestHash: hashOrderRequest(request) }, "203.0.113.7");
      if (status === "pending") {
        await recordNoAnswer(order.id, "backup-test@example.com");
        await addOrderNote(order.id, "Asked to call after 6 pm", "backup-test@example.com");
      } else if (status === "cancelled") {
        await setOrderStatus(order.id, status, "backup-test@example.com", { expected: "pending", reason: "customer_cancelled" });
      } else if (status === "returned") {
        // Only a parcel that left can come back.
        await setOrderStatus(order.id, "shipped", "backup-test@example.com");
        await setOrderStatus(order.id, status, "backup-test@example.com");
      } else await setOrderStatus(order.id, status, "backup-test@example.com");
    }
    await blockPhone("01900000001", "Prank orders", "backup-test@example.com");
    // The tables of issues 45, 48 and 50: options and variants, the audit log, staff links and
    // two-factor keys, the contact inbox, reviews and the owner's pages.
    await createProductWithVariants(db, { Size: ["M", "L"] });
    const { rows: users } = await db.execute<{ id: string }>(sql`select id from "user" limit 1`);
    const { rows: delivered } = await db.execute<{ id: string }>(sql`select id from orders where status = 'delivered' limit 1`);
    await db.execute(sql`insert into audit_log (actor_email, kind, summary) values ('backup-test@example.com', 'order', 'Order status changed')`);
    await db.execute(sql`insert into staff_links (token_hash, kind, user_id, expires_at) values ('backup-test-token', 'reset', ${users[0]!.id}, now() + interval '1 hour')`);
    await db.execute(sql`insert into two_factor (id, secret, backup_codes, user_id) values ('backup-test-2fa', 'sealed', 'sealed', ${users[0]!.id})`);
    await db.execute(sql`insert into contact_messages (name, email, subject, message, locale) values ('Rahim', 'rahim@example.com', 'Size', 'Do you have XL?', 'bn')`);
    await db.execute(sql`insert into product_reviews (product_id, order_id, rating, body, author_name, status) values (${product!.id}, ${delivered[0]!.id}, 5, 'Good', 'Rahim K.', 'approved')`);
    await db.execute(sql`insert into shop_pages (key, body_en, body_bn) values ('terms', 'Terms', 'শর্তাবলি') on conflict (key) do nothing`);
    const original = await tableContents(getHandle());
    for (const [table, rows] of Object.entries(original)) expect(rows.length, table).toBeGreaterThan(0);

    const first = await createBackup({ handle: getHandle(), uploadsDir, outDir: tmp("backups") });
    const postgres = await emptyTarget("postgres");
    drops.push(postgres.drop);
    await restoreBackup({ file: first.file, dataDir: postgres.dataDir, databaseUrl: postgres.databaseUrl });
    const onPostgres = await postgres.open();
    let second;
    try {
      expect(await tableContents(onPostgres)).toEqual(original);
      second = await createBackup({ handle: onPostgres, uploadsDir: path.join(postgres.dataDir, "uploads"), outDir: tmp("backups") });
    } finally {
      await onPostgres.close();
    }
    expect(second.manifest.engine).toBe("postgres");

    const pglite = await emptyTarget("pglite");
    await restoreBackup({ file: second.file, dataDir: pglite.dataDir });
    const back = await pglite.open();
    try {
      expect(await tableContents(back)).toEqual(original);
    } finally {
      await back.close();
    }
    // The images made the trip both ways unchanged.
    for (const [name, file] of Object.entries(first.manifest.files)) {
      if (name.startsWith("uploads/")) expect(second.manifest.files[name], name).toEqual(file);
    }
  });
});
