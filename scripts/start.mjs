// `npm start`: check the configuration, build when the build is missing or older than the sources,
// then run the server.
import { execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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
// Good settings answer with how the server process is started (its heap limit, HEAP_MB, and more).
let serverProcess;
try {
  serverProcess = JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "scripts/check-env.ts"], { stdio: ["inherit", "pipe", "inherit"], encoding: "utf8" }));
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

// The database is migrated and the demo shop seeded in a process of its own, which exits before the
// server starts: see prepare() in server/app.ts for the memory this keeps out of the server.
try {
  execFileSync(process.execPath, ["-e", 'import("./server.mjs").then((m) => m.prepare()).then(() => process.exit(0))'], { stdio: "inherit" });
} catch {
  process.exit(1);
}

// The server runs in a process of its own too, started as serverProcess says (V8 takes its heap
// limits only at start, glibc its arenas). No TypeScript loader there: the build is JavaScript (see server.mjs). This
// process passes on the signals a supervisor or a terminal sends, and exits as the server does.
const server = spawn(process.execPath, [...serverProcess.nodeOptions, "-e", 'import("./server.mjs").then((m) => m.main({ prepared: true }))'], {
  stdio: "inherit",
  env: { ...process.env, ...serverProcess.env },
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP", "SIGUSR2"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
