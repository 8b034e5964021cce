// `npm run bench:i18n`: what the storefront's second language costs each page in JavaScript. Builds
// the shop twice, as it ships and with every message reduced to its English text (the Bangla branch
// dropped, so the bundler drops the Bangla words: scripts/message-runtime-plugin.ts), and compares,
// per page, the scripts its route chain imports (entry, root, shop layout and the page, with
// everything they import, from the build's manifest), gzipped file by file as the server sends them.
// Target: ≤ 5 kB added per page. Both builds hold the locale helpers (app/lib/i18n.ts), which exist
// for the second language: their chunk is counted in the added figure too.
import { execSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const TARGET_BYTES = 5 * 1024;
const PAGES = ["home", "shop", "product", "search", "cart", "checkout", "order-confirmation", "track", "about", "not-found"];

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

function build(dir: string, oneLanguage: boolean) {
  rmSync(dir, { recursive: true, force: true });
  execSync("npx react-router build", {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, HAAT_BUILD_DIR: dir, HAAT_MESSAGES_ONE_LANGUAGE: oneLanguage ? "1" : "" },
  });
  const assets = path.join(dir, "client", "assets");
  const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`No manifest in ${assets}`);
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
  // The build's gzip twin, as the server sends it (scripts/precompress-plugin.ts).
  const gzipped = (asset: string) => statSync(path.join(dir, "client", `${asset}.gz`)).size;
  const pageBytes = (page: string) => {
    const chain = [manifest.entry, manifest.routes.root, manifest.routes["routes/shop/layout"], manifest.routes[`routes/shop/${page}`]];
    if (chain.some((entry) => !entry)) throw new Error(`No route routes/shop/${page} in the manifest`);
    const files = new Set(chain.flatMap((entry) => [entry!.module, ...(entry!.imports ?? [])]));
    return [...files].reduce((sum, file) => sum + gzipped(file), 0);
  };
  const helpers = readdirSync(assets).find((file) => /^i18n-.*\.js$/.test(file));
  return { pageBytes, helpersBytes: helpers ? gzipped(`assets/${helpers}`) : 0 };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const shipped = build("build-i18n-both", false);
const english = build("build-i18n-english", true);

console.log(`\nScripts a storefront page imports, gzipped: as shipped (English and Bangla) vs English text only. Target: ≤ ${kB(TARGET_BYTES)} added.\n`);
console.log(`| page | shipped | English text only | added: Bangla texts + locale helpers (${kB(shipped.helpersBytes)}) | target met |`);
console.log("| --- | --- | --- | --- | --- |");
for (const page of PAGES) {
  const both = shipped.pageBytes(page);
  const one = english.pageBytes(page);
  const added = both - one + shipped.helpersBytes;
  console.log(`| ${page} | ${kB(both)} | ${kB(one)} | ${kB(added)} | ${added <= TARGET_BYTES ? "yes" : "no"} |`);
}
for (const dir of ["build-i18n-both", "build-i18n-english"]) rmSync(dir, { recursive: true, force: true });
