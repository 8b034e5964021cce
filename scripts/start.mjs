// `npm start`: build when the build is missing or older than the sources, then run the server.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = newestMtime("build/server/index.js");
const sourcesAt = Math.max(
  ...["app", "public", "package.json", "vite.config.ts", "react-router.config.ts"].map(newestMtime),
);
if (!builtAt || builtAt < sourcesAt) {
  console.log("Building Haat (first start or sources changed)…");
  execSync("npx react-router build", { stdio: "inherit" });
}

register();
const { main } = await import("../server.ts");
await main();
