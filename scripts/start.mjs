// `npm start`: check the configuration, build when the build is missing or older than the sources,
// then run the server.
import { execFileSync, execSync } from "node:child_process";
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

// A bad setting stops here, before any build, with one line per bad variable. Checked in a child
// process: the server loads the settings module from its build, and one process holds one copy.
try {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/check-env.ts"], { stdio: "inherit" });
} catch {
  process.exit(1);
}

const buildDir = process.env.HAAT_BUILD_DIR ?? "build";
const builtAt = newestMtime(path.join(buildDir, "server/index.js"));
const sourcesAt = Math.max(
  ...["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"].map(newestMtime),
);
if (!builtAt || builtAt < sourcesAt) {
  console.log("Building Haat (first start or sources changed)…");
  execSync("npx react-router build", { stdio: "inherit" });
}

register();
const { main } = await import("../server.ts");
await main();
