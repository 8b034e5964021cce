// Production launcher: finds the build and runs its server entry (server/app.ts, bundled by Vite
// with the app into one module graph). It imports nothing of app/, so no module exists twice.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function main() {
  const entry = path.resolve(process.env.HAAT_BUILD_DIR ?? "build", "server/index.js");
  if (!existsSync(entry)) {
    process.stderr.write("No build found: run `npm run build` (npm start does this for you).\n");
    process.exit(1);
  }
  const server = (await import(pathToFileURL(entry).href)) as { main: () => Promise<void> };
  await server.main();
}
