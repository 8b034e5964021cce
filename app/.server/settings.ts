import { asc, eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { DeliveryZone, ZoneRecord } from "~/lib/delivery";
import { DESK_DEFAULTS, type DeskSettings } from "~/lib/desk";
import type { Locale } from "~/lib/i18n";
import { toPoisha } from "~/lib/money";
import { type DeliveryZoneData, type ShopSettingsData, zoneKeyFromName } from "~/lib/schemas/settings";
import { type AuditActor, fieldChanges, recordAudit } from "./audit";
import { type CategorySummary, listCategories } from "./catalog";
import { readCatalogueVersion } from "./catalogue-version";
import { getDb } from "./db";
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from "./db/errors";
import { deliveryZones, orders, shopSettings } from "./db/schema";
import { env } from "./env";
import { pageRenderContext } from "./request-context";

/** The shop's details as every page shows them: store name and phone fall back to STORE_NAME / STORE_PHONE until saved. */
export type ShopSettings = {
  storeName: string;
  supportPhone: string;
  email: string | null;
  address: string | null;
  businessHours: string | null;
  /** Bangla twins (null: Bangla pages show the English). */
  addressBn: string | null;
  businessHoursBn: string | null;
  /** Days a shopper has to ask for a return: stated by the home strip and /returns. */
  returnDays: number;
  tradeLicenceNumber: string | null;
  dbidNumber: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  xUrl: string | null;
  youtubeUrl: string | null;
  /** Poisha; null: no free shipping. */
  freeShippingThresholdPoisha: number | null;
  /** The order desk's rules. */
  desk: DeskSettings;
};


/** The settings and zones as of one catalogue version. */
export type SettingsSnapshot = {
  version: number;
  settings: ShopSettings;
  /** Every zone, in display order (inactive ones too). */
  zones: ZoneRecord[];
  /**
   * The zones checkout offers, in each storefront language: the active ones in display order, the
   * first being the default. In Bangla, each zone's Bangla name and estimate where saved, else the
   * English, so a page sends the browser its own language only.
   */
  activeZones: Record<Locale, DeliveryZone[]>;
  /**
   * The categories in each language, as listCategories gives them (by name in that language). A
   * category change moves the catalogue version too, so the storefront's header and filters read
   * them here with the settings instead of querying on every render.
   */
  categories: Record<Locale, CategorySummary[]>;
};

/** A zone as a page in `locale` shows it: on "bn" its Bangla name and estimate where saved, field by field, else the English. */
function zoneInLocale(zone: ZoneRecord, locale: Locale): DeliveryZone {
  const bangla = locale === "bn";
  return {
    key: zone.key,
    name: (bangla && zone.nameBn) || zone.name,
    chargePoisha: toPoisha(zone.charge),
    estimate: (bangla && zone.estimateBn) || zone.estimate,
  };
}

/** A zone's columns as the admin edits it (`ZoneRecord`): the settings snapshot and the admin's list read the same. */
const ZONE_RECORD_COLUMNS = {
  key: deliveryZones.key,
  name: deliveryZones.name,
  nameBn: deliveryZones.nameBn,
  charge: deliveryZones.charge,
  estimate: deliveryZones.estimate,
  estimateBn: deliveryZones.estimateBn,
  isActive: deliveryZones.isActive,
  displayOrder: deliveryZones.displayOrder,
};

async function loadSnapshot(version: number): Promise<SettingsSnapshot> {
  const db = await getDb();
  const [[row], zones, categoriesEn, categoriesBn] = await Promise.all([
    db.select().from(shopSettings).where(eq(shopSettings.id, 1)),
    db
      .select(ZONE_RECORD_COLUMNS)
      .from(deliveryZones)
      .orderBy(asc(deliveryZones.displayOrder), asc(deliveryZones.key)),
    listCategories({ locale: "en" }),
    listCategories({ locale: "bn" }),
  ]);
  const active = zones.filter((zone) => zone.isActive);
  const config = env();
  return {
    version,
    settings: {
      storeName: row?.storeName ?? config.STORE_NAME,
      supportPhone: row?.supportPhone ?? config.STORE_PHONE,
      email: row?.email ?? null,
      address: row?.address ?? null,
      businessHours: row?.businessHours ?? null,
      addressBn: row?.addressBn ?? null,
      businessHoursBn: row?.businessHoursBn ?? null,
      returnDays: row?.returnDays ?? 7,
      tradeLicenceNumber: row?.tradeLicenceNumber ?? null,
      dbidNumber: row?.dbidNumber ?? null,
      facebookUrl: row?.facebookUrl ?? null,
      instagramUrl: row?.instagramUrl ?? null,
      xUrl: row?.xUrl ?? null,
      youtubeUrl: row?.youtubeUrl ?? null,
      freeShippingThresholdPoisha: row?.freeShippingThreshold == null ? null : toPoisha(row.freeShippingThreshold),
      desk: row
        ? { callAttemptsBeforeCancel: row.deskCallAttempts, poorRecordMinBad: row.poorRecordMinBad, poorRecordMinShare: row.poorRecordMinPercent / 100 }
        : DESK_DEFAULTS,
    },
    zones,
    activeZones: { en: active.map((zone) => zoneInLocale(zone, "en")), bn: active.map((zone) => zoneInLocale(zone, "bn")) },
    categories: { en: categoriesEn, bn: categoriesBn },
  };
}

// The process's copy of the settings, and the catalogue version it was read at. Settings and zones
// bump the catalogue version when they change (drizzle/0016), so the copy is current exactly while
// the version is unchanged: a page asks for the version (which the page cache has usually read for
// it already) instead of reading the settings tables on every request. Not request state: every
// request of the process shares it, like the page cache.
let cached: { version: number; snapshot: Promise<SettingsSnapshot> } | undefined;

/**
 * The settings and zones, at least as new as catalogue version `knownVersion` (the version the page
 * cache read before this render; read here when not given). Reads the tables only when the version
 * moved since the last read in this process.
 */
export async function currentSettings(knownVersion?: number): Promise<SettingsSnapshot> {
  const version = knownVersion ?? (await readCatalogueVersion());
  if (cached?.version === version) {
    const pending = cached;
    try {
      return await pending.snapshot;
    } catch (error) {
      // A failed read is not kept: the next request tries again.
      if (cached === pending) cached = undefined;
      throw error;
    }
  }
  const entry = { version, snapshot: loadSnapshot(version) };
  cached = entry;
  try {
    return await entry.snapshot;
  } catch (error) {
    if (cached === entry) cached = undefined;
    throw error;
  }
}

/** The settings for this request's render (at least as new as the catalogue version its page is cached under). */
export function settingsFor(context: Readonly<RouterContextProvider>): Promise<SettingsSnapshot> {
  // On a catalogue page, the version the page cache read for it: what the page is stored under.
  return currentSettings(context.get(pageRenderContext)?.version);
}

/** The settings as the admin form shows them: store name and phone prefilled from the defaults until saved. */
export async function readSettingsForAdmin() {
  const { settings } = await loadSnapshot(0);
  return settings;
}

/** Saves the shop's details (the catalogue version moves with them, so every instance shows them at once). */
const SETTING_LABELS: Record<string, string> = {
  storeName: "Store name",
  supportPhone: "Support phone",
  email: "Email",
  address: "Address",
  businessHours: "Business hours",
  tradeLicenceNumber: "Trade licence number",
  dbidNumber: "DBID number",
  facebookUrl: "Facebook",
  instagramUrl: "Instagram",
  xUrl: "X",
  youtubeUrl: "YouTube",
  freeShippingThreshold: "Free shipping threshold",
  deskCallAttempts: "Desk call attempts",
  poorRecordMinBad: "Poor record: cancelled orders",
  poorRecordMinPercent: "Poor record: percent",
};

/** Saves the shop's settings; with `audit`, the fields changed (before → after) go to the audit log in the same transaction. */
export async function saveShopSettings(data: ShopSettingsData, audit?: AuditActor): Promise<void> {
  const db = await getDb();
  const values = {
    storeName: data.storeName,
    supportPhone: data.supportPhone,
    email: data.email,
    address: data.address,
    businessHours: data.businessHours,
    addressBn: data.addressBn,
    businessHoursBn: data.businessHoursBn,
    returnDays: data.returnDays,
    tradeLicenceNumber: data.tradeLicenceNumber,
    dbidNumber: data.dbidNumber,
    facebookUrl: data.facebookUrl,
    instagramUrl: data.instagramUrl,
    xUrl: data.xUrl,
    youtubeUrl: data.youtubeUrl,
    freeShippingThreshold: data.freeShippingThreshold,
    deskCallAttempts: data.deskCallAttempts,
    poorRecordMinBad: data.poorRecordMinBad,
    poorRecordMinPercent: data.poorRecordMinPercent,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [before] = audit ? await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for("update") : [];
    // The migration creates the row; an upsert keeps a database whose row was removed by hand working.
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values });
    if (audit) {
      const changes = fieldChanges(SETTING_LABELS, before ?? {}, values);
      if (changes.length) await recordAudit(tx, audit, { kind: "settings", summary: "Shop settings changed", changes });
    }
  });
}

/** Every zone for the admin, in display order, each saying whether orders use it (then it can only be deactivated). */
export async function listZonesForAdmin() {
  const db = await getDb();
  return db
    .select({
      ...ZONE_RECORD_COLUMNS,
      // Served by orders_admin_location_created_idx (delivery_location first).
      inUse: sql<boolean>`exists (select 1 from ${orders} where ${orders.deliveryLocation} = ${deliveryZones.key})`,
    })
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.displayOrder), asc(deliveryZones.key));
}

export type AdminZone = Awaited<ReturnType<typeof listZonesForAdmin>>[number];

/** Adds a zone; its key is made from its name (made unique with a number). Returns the key. */
export async function createZone(data: DeliveryZoneData): Promise<string> {
  const db = await getDb();
  const base = zoneKeyFromName(data.name);
  for (let attempt = 1; attempt <= 50; attempt++) {
    const key = attempt === 1 ? base : `${base}_${attempt}`;
    try {
      await db.insert(deliveryZones).values({ key, ...data });
      return key;
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
  throw new Error(`no free zone key for ${base}`);
}

/** Changes a zone's names, charge, estimates, state or order; orders already placed keep what they stored. False when there is no such zone. */
export async function updateZone(key: string, data: DeliveryZoneData): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(deliveryZones).set(data).where(eq(deliveryZones.key, key)).returning({ key: deliveryZones.key });
  return rows.length > 0;
}

/** Deletes a zone no order uses: "deleted", "in-use" (orders refer to it: deactivate it instead) or "missing". */
export async function deleteZone(key: string): Promise<"deleted" | "in-use" | "missing"> {
  const db = await getDb();
  try {
    const rows = await db.delete(deliveryZones).where(eq(deliveryZones.key, key)).returning({ key: deliveryZones.key });
    return rows.length > 0 ? "deleted" : "missing";
  } catch (error) {
    // The orders' foreign key (RESTRICT) decides, so an order placed a moment ago counts too.
    const code = pgErrorCode(error);
    if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) return "in-use";
    throw error;
  }
}
