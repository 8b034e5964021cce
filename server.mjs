// Production launcher: finds the build and runs its server entry (server/app.ts, bundled by Vite
// with the app into one module graph). It imports nothing of app/, so no module exists twice.
// Plain JavaScript on purpose: the server then runs on Node alone. Loading it through a TypeScript
// loader (tsx) kept that loader's thread and source maps in the serving process, about 110 MB of
// the idle server's memory.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** @returns {Promise<{ main: (options?: { prepared?: boolean }) => Promise<void>, prepare: () => Promise<void> }>} the built server entry */
async function serverEntry() {
  const entry = path.resolve(process.env.HAAT_BUILD_DIR ?? "build", "server/index.js");
  if (!existsSync(entry)) {
    process.stderr.write("No build found: run `npm run build` (npm start does this for you).\n");
    process.exit(1);
  }
  return import(pathToFileURL(entry).href);
}

/**
 * Runs the server: migrates, seeds and creates the first admin unless `prepared` says prepare() has
 * done it already, then listens.
 * @param {{ prepared?: boolean }} [options]
 */
export async function main(options) {
  await (await serverEntry()).main(options);
}

/** Migrates, seeds an empty database and creates the first admin, then exits (npm start runs it first, in a process of its own). */
export async function prepare() {
  await (await serverEntry()).prepare();
}
