// `npm run bench:first-tap`: what a shopper on a slow phone waits for between tapping Add to Cart
// and its toast, on home, shop and product pages, when the tap is their first action half a second
// after the page loaded and when it comes two seconds after (decision 007 says when each page loads
// its scripts). Chromium throttled as Lighthouse's mobile run assumes (150 ms round
// trips, 1.6 Mbit/s down, 750 kbit/s up, a 4× slower CPU), cold cache, on the demo shop. Prints the
// median of RUNS runs per scenario. A benchmark, not a test: its waits are part of the scenarios.
import { execSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { PHONE, launchBrowser, startServer } from "#tests/e2e/harness";
import { median } from "./bench-stats";

const RUNS = 5;
const PRODUCT_PATH = "/product/clay-cooking-pot";

process.env.HAAT_BUILD_DIR ??= "build-bench";
if (!process.argv.includes("--skip-build")) execSync("npx react-router build", { stdio: "inherit", env: process.env });

/** Records, in the page, when the shopper first pressed and when "Added … to cart" appeared. */
const RECORDER = `
  window.__bench = { pressed: null, toast: null };
  addEventListener("pointerdown", () => { window.__bench.pressed ??= performance.now(); }, true);
  new MutationObserver(() => {
    if (window.__bench.toast === null && /Added (\\d+ .+ )?to cart/.test(document.body?.innerText ?? "")) window.__bench.toast = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

type Run = { scriptKb: number; tapToToastMs: number; loadMs: number };

async function throttledPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void>; scriptBytes: () => number }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  const scripts = new Set<string>();
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.addInitScript(RECORDER);
  return { page, close: () => context.close(), scriptBytes: () => bytes };
}

type Scenario = { name: string; path: string; idleMs: number; targetMs: number };

/** One run: open the page, wait `idleMs` after it loaded, tap its first Add to Cart. */
async function run(browser: Browser, baseUrl: string, scenario: Scenario): Promise<Run> {
  const { page, close, scriptBytes } = await throttledPage(browser);
  try {
    const started = Date.now();
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: "load" });
    const loadMs = Date.now() - started;
    const scriptKb = scriptBytes() / 1024;
    await page.waitForTimeout(scenario.idleMs);
    await page.getByRole("button", { name: /^Add to cart/i }).first().tap();
    await page.getByText(/^Added (1 .+ )?to cart$/).waitFor({ timeout: 60_000 });
    const { pressed, toast } = await page.evaluate(() => (window as unknown as { __bench: { pressed: number; toast: number } }).__bench);
    return { scriptKb, tapToToastMs: toast - pressed, loadMs };
  } finally {
    await close();
  }
}


const server = await startServer({ env: { SEED_DEMO: "true", LOG_LEVEL: "warn" } });
const browser = await launchBrowser();
try {
  // The targets: Add to Cart's toast within 300 ms when the tap comes 2 s after the load event, and
  // within 1.5 s when it is the page's very first action 0.5 s after it.
  const pages = [
    ["home", "/"],
    ["shop", "/shop"],
    ["product", PRODUCT_PATH],
  ] as const;
  const scenarios: Scenario[] = pages.flatMap(([name, path]) => [
    { name: `${name}: tap Add to Cart as the first action, 0.5 s after load`, path, idleMs: 500, targetMs: 1500 },
    { name: `${name}: tap Add to Cart as the first action, 2 s after load`, path, idleMs: 2000, targetMs: 300 },
  ]);
  console.log(`Phone, 150 ms RTT, 1.6 Mbit/s, CPU ×4, cold cache; median of ${RUNS} runs`);
  console.log("| scenario | page load ms | script kB before the action (transferred) | tap → toast ms | target | runs (tap → toast ms) |");
  console.log("|---|---:|---:|---:|---|---|");
  for (const scenario of scenarios) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, server.url, scenario));
    const taps = runs.map((r) => Math.round(r.tapToToastMs));
    console.log(
      `| ${scenario.name} | ${median(runs.map((r) => r.loadMs))} | ${median(runs.map((r) => r.scriptKb)).toFixed(1)} | ${median(taps)} | ≤ ${scenario.targetMs} ms: ${median(taps) <= scenario.targetMs ? "met" : "NOT met"} | ${taps.join(", ")} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
