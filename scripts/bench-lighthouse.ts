// `npm run bench:lighthouse`: Lighthouse 12.8.2 (through npx, Debian's Chromium) in mobile mode on
// home, shop and a product page of the demo shop served by the production server, in English and
// Bangla. Prints figures beside their targets.
import { execFileSync, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM, startServer } from "#tests/e2e/harness";
import { testFontconfig } from "#tests/helpers/system-font";

process.env.HAAT_BUILD_DIR ??= "build-bench";
if (!process.argv.includes("--skip-build")) execSync("npx react-router build", { stdio: "inherit", env: process.env });

// The server seeds its own DATA_DIR, so the demo photos are stored where it serves them from.
const server = await startServer({ env: { SEED_DEMO: "true", LOG_LEVEL: "warn" } });
/** The targets for every page (issue 44; docs/performance.md). */
const TARGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
// Lighthouse's own advice on variability: five runs, the median reported. One run here moves by
// hundreds of ms of TBT on a shared machine.
const RUNS = 5;
type LighthouseReport = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; duration?: number }[] } } | undefined>;
  /** Lighthouse's measure of the host's CPU (its docs: 1500–2000 for the high-end desktop its 4× slowdown assumes). */
  environment?: { benchmarkIndex?: number };
};
/**
 * Lighthouse multiplies the tasks it observes on this machine by 4 to stand for a phone, which
 * assumes a high-end desktop host (its throttling docs: benchmark index 1500–2000). On a slower host
 * the same page shows more blocking time, so each row prints the host's index beside its figures.
 */
const EXPECTED_HOST_INDEX = 1500;

const outDir = mkdtempSync(path.join(tmpdir(), "haat-lighthouse-"));
const androidFont = testFontconfig({ withNotoSansBengali: true });
try {
  const home = await (await fetch(server.url)).text();
  const productPath = home.match(/href="(\/product\/[a-z0-9-]+)"/)?.[1] ?? "/product/missing";
  // Lighthouse's phone is an Android phone, whose own Bengali font is Noto Sans Bengali, the face the
  // Bangla pages would download: there the pages keep the phone's font (app/client/fonts.ts). This
  // machine has another Bengali font (Lohit), as a phone without Noto would: such a phone downloads
  // the font after the load and lays the text out again. The Bangla pages are measured both ways.
  const asAndroid = { FONTCONFIG_FILE: androidFont.config };
  const pages: [string, string, Record<string, string>][] = [
    ["home", "/", {}],
    ["shop", "/shop", {}],
    ["product", productPath, {}],
    ["home (bn, Android's own Bengali font)", "/bn", asAndroid],
    ["shop (bn, Android's own Bengali font)", "/bn/shop", asAndroid],
    ["product (bn, Android's own Bengali font)", `/bn${productPath}`, asAndroid],
    ["home (bn, font downloaded)", "/bn", {}],
    ["shop (bn, font downloaded)", "/bn/shop", {}],
    ["product (bn, font downloaded)", `/bn${productPath}`, {}],
  ];
  // `--pages home,product`: only the rows whose names start with one of these (a pass that changed one page).
  const only = process.argv.find((arg) => arg.startsWith("--pages="))?.slice("--pages=".length).split(",");
  const measured = only ? pages.filter(([name]) => only.some((prefix) => name.startsWith(prefix))) : pages;
  console.log(`| page | performance (median of ${RUNS}) | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | host's benchmark index (runs) | longest tasks, ms as simulated (median run) | targets |`);
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|---|---|");
  let slowHostRuns = 0;
  for (const [name, pagePath, env] of measured) {
    const reports: LighthouseReport[] = [];
    for (let run = 0; run < RUNS; run++) {
      const output = path.join(outDir, `${name}-${run}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again.
      for (let attempt = 1; ; attempt++) {
        try {
          execFileSync(
            "npx",
            [
              "--yes",
              "lighthouse@12.8.2",
              `${server.url}${pagePath}`,
              "--quiet",
              "--output=json",
              `--output-path=${output}`,
              "--only-categories=performance,accessibility,best-practices,seo",
              "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
            ],
            { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env, CHROME_PATH: CHROMIUM } },
          );
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.error(`lighthouse failed on ${pagePath} (attempt ${attempt}); trying again`);
        }
      }
      reports.push(JSON.parse(readFileSync(output, "utf8")) as LighthouseReport);
    }
    const scoreOf = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const report = [...reports].sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"))[Math.floor(RUNS / 2)]!;
    const score = (id: string) => scoreOf(report, id);
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const missed = [
      score("performance") < TARGET.score && `score < ${TARGET.score}`,
      audit("largest-contentful-paint") > TARGET.lcpMs && `LCP > ${TARGET.lcpMs} ms`,
      audit("total-blocking-time") > TARGET.tbtMs && `TBT > ${TARGET.tbtMs} ms`,
      audit("cumulative-layout-shift") > TARGET.cls && `CLS > ${TARGET.cls}`,
    ].filter(Boolean);
    // Where the blocking time comes from: the document itself (parsing, its inline scripts, style and
    // layout), "Unattributable" (the browser's own work, e.g. a renderer's first layout), or a script file.
    const longest = (report.audits["long-tasks"]?.details?.items ?? [])
      .slice(0, 4)
      .map(({ url, duration }) => `${url === `${server.url}${pagePath}` ? "document" : (url?.split("/").pop() ?? "?")} ${Math.round(duration ?? 0)}`)
      .join(", ");
    const indexes = reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? NaN));
    slowHostRuns += indexes.filter((index) => index < EXPECTED_HOST_INDEX).length;
    console.log(
      `| ${name} | ${score("performance")} (runs: ${reports.map((r) => scoreOf(r, "performance")).join(", ")}) | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${Math.round(audit("total-blocking-time"))} (runs: ${reports.map((r) => Math.round(r.audits["total-blocking-time"]?.numericValue ?? NaN)).join(", ")}) | ${audit("cumulative-layout-shift").toFixed(3)} | ${indexes.join(", ")} | ${longest} | ${missed.length === 0 ? "met" : `NOT met: ${missed.join(", ")}`} |`,
    );
  }
  if (slowHostRuns > 0) {
    console.log(
      `\n${slowHostRuns} of ${measured.length * RUNS} runs had a host slower than Lighthouse's 4× CPU slowdown assumes (benchmark index < ${EXPECTED_HOST_INDEX}): ` +
        "their blocking times stand for a phone slower than Lighthouse's mid-tier one. The targets are still checked at 4×.",
    );
  }
} finally {
  await server.stop();
  for (const dir of [outDir, androidFont.dir]) rmSync(dir, { recursive: true, force: true });
}
