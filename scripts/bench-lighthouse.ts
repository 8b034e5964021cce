// `npm run bench:lighthouse`: Lighthouse 12.8.2 (through npx, Debian's Chromium) in mobile mode on
// home, shop and a product page of the demo shop served by the production server. Prints figures.
import { execFileSync, execSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM, startServer } from "../tests/e2e/harness";

process.env.HAAT_BUILD_DIR ??= "build-bench";
if (!process.argv.includes("--skip-build")) execSync("npx react-router build", { stdio: "inherit", env: process.env });

// The server seeds its own DATA_DIR, so the demo photos are stored where it serves them from.
const server = await startServer({ env: { SEED_DEMO: "true", LOG_LEVEL: "warn" } });
const outDir = mkdtempSync(path.join(tmpdir(), "haat-lighthouse-"));
try {
  const home = await (await fetch(server.url)).text();
  const productPath = home.match(/href="(\/product\/[a-z0-9-]+)"/)?.[1] ?? "/product/missing";
  const pages: [string, string][] = [
    ["home", "/"],
    ["shop", "/shop"],
    ["product", productPath],
  ];
  console.log("| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, pagePath] of pages) {
    const output = path.join(outDir, `${name}.json`);
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
      { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: CHROMIUM } },
    );
    const report = JSON.parse(readFileSync(output, "utf8"));
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    console.log(
      `| ${name} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${Math.round(audit("total-blocking-time"))} | ${audit("cumulative-layout-shift").toFixed(3)} |`,
    );
  }
} finally {
  await server.stop();
}
