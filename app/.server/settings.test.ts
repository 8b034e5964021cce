import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { readCatalogueVersion } from "./catalogue-version";
import { categories, deliveryZones, shopSettings } from "./db/schema";
import { createZone, currentSettings, deleteZone, listZonesForAdmin, saveShopSettings, updateZone } from "./settings";

describe(`shop settings (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("starts with the migration's zones and threshold, and STORE_NAME / STORE_PHONE until saved", async () => {
    const { settings, zones, activeZones } = await currentSettings();
    expect(settings).toMatchObject({
      storeName: "Haat",
      supportPhone: "+8801700000000",
      email: "support@haat.com.bd",
      tradeLicenceNumber: null,
      facebookUrl: null,
      freeShippingThresholdPoisha: 200_000,
    });
    expect(zones.map((z) => [z.key, z.name, z.nameBn, z.charge, z.estimate, z.estimateBn, z.isActive])).toEqual([
      ["inside_dhaka", "Inside Dhaka", null, "60.00", "3-5 business days", null, true],
      ["outside_dhaka", "Outside Dhaka", null, "120.00", "5-7 business days", null, true],
    ]);
    expect(activeZones.en[0]).toEqual({ key: "inside_dhaka", name: "Inside Dhaka", chargePoisha: 6000, estimate: "3-5 business days" });
    // No Bangla saved: Bangla pages show the English.
    expect(activeZones.bn).toEqual(activeZones.en);
  });

  it("bumps the catalogue version with every change to the settings or the zones, so cached pages and copies go stale", async () => {
    const { db } = handle();
    const v0 = await readCatalogueVersion();
    await db.update(shopSettings).set({ dbidNumber: "DBID-1" });
    const v1 = await readCatalogueVersion();
    expect(v1).toBeGreaterThan(v0);
    await db.update(deliveryZones).set({ charge: "65.00" }).where(eq(deliveryZones.key, "inside_dhaka"));
    const v2 = await readCatalogueVersion();
    expect(v2).toBeGreaterThan(v1);
    await db.insert(deliveryZones).values({ key: "temp_zone", name: "Temp", charge: "1.00", estimate: "1 day" });
    expect(await deleteZone("temp_zone")).toBe("deleted");
    expect(await readCatalogueVersion()).toBeGreaterThan(v2);
  });

  it("keeps one copy per catalogue version and reads the tables again once it moves, whoever wrote", async () => {
    const { db } = handle();
    const first = await currentSettings();
    // Same version: the same copy, without reading the settings tables.
    expect(await currentSettings()).toBe(first);
    expect(await currentSettings(first.version)).toBe(first);

    // A write by hand on another connection (another instance, psql): the version moves with it.
    await db.execute(sql`update shop_settings set trade_licence_number = 'TRAD/1' where id = 1`);
    const second = await currentSettings();
    expect(second).not.toBe(first);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.settings.tradeLicenceNumber).toBe("TRAD/1");

    await saveShopSettings({
      storeName: "Nodi Shop",
      supportPhone: "+880 1911-000000",
      email: null,
      address: null,
      businessHours: null,
      addressBn: null,
      businessHoursBn: null,
      returnDays: 7,
      tradeLicenceNumber: null,
      dbidNumber: null,
      facebookUrl: null,
      instagramUrl: null,
      xUrl: null,
      youtubeUrl: null,
      freeShippingThreshold: null,
      deskCallAttempts: 1,
      poorRecordMinBad: 3,
      poorRecordMinPercent: 75,
    });
    const third = await currentSettings();
    expect(third.settings).toMatchObject({
      storeName: "Nodi Shop",
      supportPhone: "+880 1911-000000",
      tradeLicenceNumber: null,
      freeShippingThresholdPoisha: null,
      desk: { callAttemptsBeforeCancel: 1, poorRecordMinBad: 3, poorRecordMinShare: 0.75 },
    });
  });

  it("keeps the categories in each language with the settings, and reads them again once a category changes", async () => {
    const { db } = handle();
    await db.insert(categories).values([
      { name: "Pottery", slug: "pottery", nameBn: "মৃৎশিল্প" },
      { name: "Jute", slug: "jute" },
    ]);
    const first = await currentSettings();
    expect(first.categories.en.map((c) => c.name)).toEqual(["Jute", "Pottery"]);
    // Bangla: the Bangla name where saved, else the English, ordered by what the page shows.
    expect(first.categories.bn.map((c) => c.name)).toEqual(["Jute", "মৃৎশিল্প"]);
    expect(await currentSettings(first.version)).toBe(first);

    // A rename by hand on another connection moves the version, and the next read has it.
    await db.execute(sql`update categories set name = 'Clay' where slug = 'pottery'`);
    const second = await currentSettings();
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.categories.en.map((c) => c.name)).toEqual(["Clay", "Jute"]);
    await db.delete(categories).where(eq(categories.slug, "jute"));
    expect((await currentSettings()).categories.en.map((c) => c.slug)).toEqual(["pottery"]);
  });

  it("refuses to delete a zone orders use (RESTRICT), whatever PostgreSQL calls that refusal", async () => {
    const { db } = handle();
    await db.execute(sql`
      insert into orders (order_number, customer_name, customer_phone, shipping_address, city, delivery_location, delivery_zone_name, delivery_estimate, subtotal, delivery_charge, total_amount)
      values ('HT-ZONE0001', 'Rahim', '01712345678', 'House 1, Road 2', 'Dhaka', 'outside_dhaka', 'Outside Dhaka', '5-7 business days', 10, 120, 130)`);
    expect(await deleteZone("outside_dhaka")).toBe("in-use");
    expect(await deleteZone("no_such_zone")).toBe("missing");
  });

  it("saves a zone's Bangla name and estimate, gives them back to the admin, and serves each language its own, field by field", async () => {
    const zone = { charge: "100.00", isActive: true, displayOrder: 5 };
    const key = await createZone({ ...zone, name: "Dhaka suburbs", nameBn: "ঢাকার আশেপাশে", estimate: "2-4 business days", estimateBn: null });
    expect((await listZonesForAdmin()).find((z) => z.key === key)).toMatchObject({
      name: "Dhaka suburbs",
      nameBn: "ঢাকার আশেপাশে",
      estimate: "2-4 business days",
      estimateBn: null,
    });
    // The Bangla name where saved; the English estimate where no Bangla one is.
    let { activeZones } = await currentSettings();
    expect(activeZones.bn.find((z) => z.key === key)).toEqual({ key, name: "ঢাকার আশেপাশে", chargePoisha: 10_000, estimate: "2-4 business days" });
    expect(activeZones.en.find((z) => z.key === key)).toEqual({ key, name: "Dhaka suburbs", chargePoisha: 10_000, estimate: "2-4 business days" });

    expect(await updateZone(key, { ...zone, name: "Dhaka suburbs", nameBn: "ঢাকার উপকণ্ঠ", estimate: "2-4 business days", estimateBn: "২-৪ কর্মদিবস" })).toBe(true);
    ({ activeZones } = await currentSettings());
    expect(activeZones.bn.find((z) => z.key === key)).toMatchObject({ name: "ঢাকার উপকণ্ঠ", estimate: "২-৪ কর্মদিবস" });
    expect(activeZones.en.find((z) => z.key === key)).toMatchObject({ name: "Dhaka suburbs", estimate: "2-4 business days" });

    // Cleared again: back to the English on Bangla pages.
    await updateZone(key, { ...zone, name: "Dhaka suburbs", nameBn: null, estimate: "2-4 business days", estimateBn: null });
    ({ activeZones } = await currentSettings());
    expect(activeZones.bn.find((z) => z.key === key)).toMatchObject({ name: "Dhaka suburbs", estimate: "2-4 business days" });
    expect(await deleteZone(key)).toBe("deleted");
  });
});
