import { eq } from "drizzle-orm";
import { type Locale, formatCount } from "~/lib/i18n";
import { formatTaka, formatTakaBrief } from "~/lib/money";
import * as m from "~/paraglide/messages";
import { getDb } from "../db";
import { SHOP_PAGE_KEYS, shopPages } from "../db/schema";
import type { SettingsSnapshot } from "../settings";
import { escapeMarkdown, renderMarkdown } from "./markdown";

export type PageKey = (typeof SHOP_PAGE_KEYS)[number];

export const PAGE_KEYS = SHOP_PAGE_KEYS;

/** A page's Markdown may be this long in each language. */
export const MAX_PAGE_LENGTH = 50_000;

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === "string" && (SHOP_PAGE_KEYS as readonly string[]).includes(value);
}

/** The facts a page may place, each written `{name}`: they come from Settings, so no page can contradict another. */
export const PAGE_TOKENS = ["return_days", "zones", "free_shipping", "store_name", "phone"] as const;

// The catalogue's sentences with their light markup (<b>, <link>) as Markdown.
const md = (text: string) => text.replace(/<b>(.*?)<\/b>/gs, "**$1**").replace(/<link>(.*?)<\/link>/gs, "[$1](/contact)");

/**
 * A new shop's text of each page: the spec's sentences (from the message catalogue, so both languages
 * stay translated), with the facts as tokens. The owner replaces them in Admin → Pages.
 */
export function defaultPage(key: PageKey, locale: Locale): string {
  const lang = { locale };
  const blocks: string[] = (() => {
    switch (key) {
      case "about":
        return [
          `## ${m.about_story_heading({}, lang)}`,
          m.about_story_1({}, lang),
          m.about_story_2({}, lang),
          `## ${m.about_values_heading({}, lang)}`,
          [
            [m.about_value_customer_title, m.about_value_customer_text],
            [m.about_value_quality_title, m.about_value_quality_text],
            [m.about_value_passion_title, m.about_value_passion_text],
            [m.about_value_excellence_title, m.about_value_excellence_text],
          ]
            .map(([title, text]) => `- **${title!({}, lang)}**: ${text!({}, lang)}`)
            .join("\n"),
        ];
      case "returns":
        return [
          m.returns_intro({}, lang),
          `## ${m.returns_window_title({}, lang)}`,
          md(m.returns_window_1({ days: "{return_days}" }, lang)),
          `## ${m.returns_how_title({}, lang)}`,
          [m.returns_how_1, m.returns_how_2, m.returns_how_3].map((line, i) => `${i + 1}. ${md(line({}, lang))}`).join("\n"),
          `## ${m.returns_refunds_title({}, lang)}`,
          m.returns_refunds_1({}, lang),
          m.returns_refunds_2({}, lang),
        ];
      case "shipping":
        return [
          m.shipping_intro({}, lang),
          `## ${m.shipping_times_title({}, lang)}`,
          "{zones}",
          m.shipping_processing({}, lang),
          "{free_shipping}",
          `## ${m.confirm_payment({}, lang)}`,
          m.shipping_payment_text({}, lang),
        ];
      case "terms":
        return [
          m.terms_intro({ storeName: "{store_name}" }, lang),
          `## ${m.terms_orders_title({}, lang)}`,
          m.terms_orders_text({}, lang),
          `## ${m.terms_prices_title({}, lang)}`,
          m.terms_prices_text({}, lang),
          `## ${m.terms_delivery_title({}, lang)}`,
          m.terms_delivery_text({ days: "{return_days}" }, lang),
          m.terms_contact_text({}, lang),
        ];
      case "privacy":
        return [
          m.privacy_intro({}, lang),
          `## ${m.privacy_collect_title({}, lang)}`,
          m.privacy_collect_text({}, lang),
          `## ${m.privacy_use_title({}, lang)}`,
          m.privacy_use_text({}, lang),
          m.privacy_contact_text({ phone: "{phone}" }, lang),
        ];
    }
  })();
  return blocks.join("\n\n") + "\n";
}

/** The page's title, as the storefront and the admin show it. */
export function pageTitle(key: PageKey, locale: Locale): string {
  const lang = { locale };
  const titles = { about: m.about_title, returns: m.returns_title, shipping: m.shipping_title, terms: m.terms_title, privacy: m.privacy_title };
  return titles[key]({}, lang);
}

/** The owner's Markdown of a page in each language; null where the shop still shows the default text. */
async function savedPage(key: PageKey) {
  const db = await getDb();
  const [row] = await db.select({ bodyEn: shopPages.bodyEn, bodyBn: shopPages.bodyBn }).from(shopPages).where(eq(shopPages.key, key));
  return row ?? null;
}

/** A page's Markdown source in `locale`: the owner's where saved (Bangla falling back to English when left empty), else the default. */
export async function pageSource(key: PageKey, locale: Locale): Promise<string> {
  const row = await savedPage(key);
  if (!row) return defaultPage(key, locale);
  return (locale === "bn" && row.bodyBn.trim()) || row.bodyEn;
}

/** The facts of the settings, as each token reads in `locale` (Markdown). */
function tokenValues({ settings, activeZones }: Pick<SettingsSnapshot, "settings" | "activeZones">, locale: Locale): Record<(typeof PAGE_TOKENS)[number], string> {
  const lang = { locale };
  const zones = activeZones[locale];
  const table = [
    `| ${m.page_zone_heading({}, lang)} | ${m.page_time_heading({}, lang)} | ${m.page_charge_heading({}, lang)} |`,
    "| --- | --- | --- |",
    ...zones.map((zone) => `| ${escapeMarkdown(zone.name)} | ${escapeMarkdown(zone.estimate)} | ${escapeMarkdown(formatTaka(zone.chargePoisha, locale))} |`),
  ].join("\n");
  const threshold = settings.freeShippingThresholdPoisha;
  return {
    return_days: formatCount(settings.returnDays, locale),
    // A table needs blank lines around it wherever the token sits.
    zones: `\n\n${table}\n\n`,
    free_shipping: threshold === null ? m.shipping_charge_at_checkout({}, lang) : m.shipping_free_over({ amount: formatTakaBrief(threshold, locale) }, lang),
    store_name: escapeMarkdown(settings.storeName),
    phone: escapeMarkdown(settings.supportPhone),
  };
}

/** Places the settings' facts where the Markdown has a token; an unknown `{word}` stays as written. */
export function fillTokens(source: string, values: Record<string, string>): string {
  return source.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** A page's Markdown (saved or default) with its facts filled in, as safe HTML for `locale`. */
export function renderPageHtml(source: string, snapshot: Pick<SettingsSnapshot, "settings" | "activeZones">, locale: Locale): string {
  return renderMarkdown(fillTokens(source, tokenValues(snapshot, locale)), locale);
}

/** The page as the storefront shows it in `locale`. */
export async function renderShopPage(key: PageKey, snapshot: Pick<SettingsSnapshot, "settings" | "activeZones">, locale: Locale) {
  return { title: pageTitle(key, locale), html: renderPageHtml(await pageSource(key, locale), snapshot, locale) };
}

/** Every page for Admin → Pages: the Markdown the owner edits (the default where not saved). */
export async function listPagesForAdmin() {
  const db = await getDb();
  const rows = await db.select().from(shopPages);
  return PAGE_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    return {
      key,
      title: pageTitle(key, "en"),
      bodyEn: row?.bodyEn ?? defaultPage(key, "en"),
      bodyBn: row?.bodyBn ?? defaultPage(key, "bn"),
      customised: row !== undefined,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

/** Saves a page's Markdown in both languages. */
export async function savePage(key: PageKey, bodyEn: string, bodyBn: string): Promise<void> {
  const db = await getDb();
  const values = { bodyEn, bodyBn, updatedAt: new Date() };
  await db.insert(shopPages).values({ key, ...values }).onConflictDoUpdate({ target: shopPages.key, set: values });
}

/** Goes back to the default text of a page. */
export async function resetPage(key: PageKey): Promise<void> {
  const db = await getDb();
  await db.delete(shopPages).where(eq(shopPages.key, key));
}
