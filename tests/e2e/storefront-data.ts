import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { renderDemoImage } from "~/.server/demo-images";
import { BANNER_IMAGE_WIDTHS, PRODUCT_IMAGE_WIDTHS } from "~/lib/images";

// Helpers shared by the storefront journeys (tests/e2e/storefront*.e2e.ts).

type Folder = "products" | "banners";

/** An upload URL in the stored-image shape (so the app builds a srcset from it), before its files exist. */
export function uploadUrl(folder: Folder): string {
  return `/uploads/${folder}/${Date.now()}-${randomBytes(4).toString("hex")}.webp`;
}

/** Writes an original and its WebP width variants under DATA_DIR/uploads, as the media service would. */
export async function writeUpload(dataDir: string, url: string, title: string, hue: number) {
  const folder = url.split("/")[2] as Folder;
  const [width, height, widths] = folder === "banners" ? [1920, 600, BANNER_IMAGE_WIDTHS] : [800, 800, PRODUCT_IMAGE_WIDTHS];
  const png = await renderDemoImage({ title, width, height, hue });
  const file = path.join(dataDir, url);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(png).webp().toFile(file);
  for (const w of widths) await sharp(png).resize(w).webp().toFile(file.replace(/\.webp$/, `-w${w}.webp`));
}

/** Runs axe-core in the page (through DevTools, so the page's CSP does not block it); returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const source = readFileSync(path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js"), "utf8");
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.targets.join(" ")}`);
}

/** The number in the header's cart badge, or null when none shows. */
export async function badgeCount(page: Page): Promise<string | null> {
  // One read of the DOM: a count() then textContent() could see the badge vanish in between and
  // wait out the action timeout.
  return page.getByTestId("cart-count").evaluateAll((badges) => badges[0]?.textContent ?? null);
}
