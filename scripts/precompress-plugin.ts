import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type * as Zopfli from "@gfx/zopfli";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;

/** What every page loads: worth Zopfli's slower, smaller gzip. Source maps and the rest get zlib's. */
const PAGE_ASSET = /\.(?:js|mjs|css)$/;

/**
 * The Brotli and gzip twins of one asset. Browsers that take Brotli get the smaller one; the rest
 * (and anyone weighing the page in gzip) get Zopfli's gzip of scripts and stylesheets: the same
 * format any gzip reader reads, ~3 % smaller than zlib's level 9 (the product page's scripts: 134.3
 * → 130.2 kB), for about 6 s of build time in all (5 iterations: 15 gain another 0.04 kB for 1.3 s).
 */
export async function compressedTwins(name: string, content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    PAGE_ASSET.test(name) ? zopfli().then(({ gzipAsync: zopfliGzip }) => zopfliGzip(content, { numiterations: 5 })).then((bytes) => Buffer.from(bytes)) : gzipAsync(content, { level: 9 }),
  ]);
  return { br, gz };
}

let zopfliModule: Promise<typeof Zopfli> | undefined;

/**
 * @gfx/zopfli, loaded when a build first compresses (the Vite config imports this plugin in every
 * Vite process: the dev server, typegen, tests). Its Emscripten start-up adds process-wide
 * uncaughtException and unhandledRejection handlers that rethrow from its own code (exit code 7, a
 * stack in its minified file); the compressor does not need them, so they are taken off again.
 */
function zopfli() {
  zopfliModule ??= (async () => {
    const events = ["uncaughtException", "unhandledRejection"];
    const emitter: NodeJS.EventEmitter = process;
    const before = new Set(events.flatMap((event) => emitter.listeners(event)));
    const module = await import("@gfx/zopfli");
    for (const event of events) {
      for (const listener of emitter.listeners(event)) if (!before.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
    return module;
  })();
  return zopfliModule;
}

/**
 * Vite plugin: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, Zopfli or level 9) twin of
 * every text asset of the client build, for app/.server/static-files.ts to send. The compression
 * middleware would otherwise compress each file again for every visitor at a quality fast enough for
 * that (Brotli 4): about 0.1 ms of server CPU per kB, and more bytes over the phone's link.
 * Compressing once at the highest quality costs the build a few seconds.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "haat:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    async writeBundle() {
      const assets = path.join(outDir, "assets");
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assets, name);
          const content = await readFile(file);
          const { br, gz } = await compressedTwins(name, content);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
