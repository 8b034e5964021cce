import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { testFontconfig } from "../helpers/system-font";
import type { Db } from "~/.server/db";
import { openPglite } from "~/.server/db/client";
import { ConfigError, parseEnv, serverProcess } from "~/.server/env";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Makes a temporary DATA_DIR whose embedded database is migrated and filled by `fill` (factories),
 * then closed so the server process can own it.
 */
export async function prepareDataDir(fill?: (db: Db) => Promise<void>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haat-e2e-"));
  const handle = await openPglite(path.join(dataDir, "db"));
  try {
    await handle.migrate();
    if (fill) await fill(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed (JSON log lines). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the built production server (`npm run build` must have run) on a free port with its own
 * DATA_DIR, and resolves once /healthz answers 200.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await prepareDataDir());
  const port = await freePort();
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    // No scheduled backups (a demo seed takes one at start): timings stay the server's own; the
    // admin journey takes one by hand.
    BACKUP_EVERY_HOURS: "0",
    LOG_LEVEL: "info",
    DATABASE_URL: "",
    BETTER_AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789abcdef",
    ...options.env,
  };
  // Started as npm start starts it (its heap limits); as it comes for settings the server is meant to
  // refuse, which it then does itself.
  let started = { nodeOptions: [] as string[], env: {} as Record<string, string> };
  try {
    started = serverProcess(parseEnv(env), env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  // HAAT_SERVER_NODE_FLAGS (the environment's or the caller's): more flags for the server's Node, for
  // a measurement (`--cpu-prof --cpu-prof-dir=/tmp/prof`: Node refuses --cpu-prof in NODE_OPTIONS).
  const extraFlags = (env.HAAT_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...started.nodeOptions, ...extraFlags, "-e", 'import("./server.mjs").then((m) => m.main())'], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...env, ...started.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Signs in at /admin/login and returns the session, for new browser contexts to start signed in. */
export async function adminSession(browser: Browser, baseUrl: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Launches Debian's Chromium headless with the flags this closed network needs, seeing only the test
 * fonts whatever the machine has installed (testFontconfig; `withNotoSansBengali`: as an Android phone).
 */
export async function launchBrowser(options: { withNotoSansBengali?: boolean } = {}): Promise<Browser> {
  const fonts = testFontconfig(options);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    env: { ...process.env, FONTCONFIG_FILE: fonts.config },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  browser.on("disconnected", () => rmSync(fonts.dir, { recursive: true, force: true }));
  return browser;
}

/**
 * A fresh browser context at the given viewport whose page fails the test on any page error or
 * console error (collected in `errors`).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * Acts as a shopper does first (a scroll), which makes a catalogue page load its scripts (decision
 * 007), and waits until the page has hydrated and read the stored cart.
 */
export async function hydrate(page: Page) {
  await page.mouse.wheel(0, 100);
  await page.locator("a[data-cart-ready]").waitFor({ state: "attached" });
}

/**
 * Holds every request matching `url` until the returned function is called, so a test can look at
 * what the page shows while it waits (a loading state) without racing the server.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Saves a full-page screenshot under test-results/screenshots/{name}.png for people to look at. */
export async function screenshot(page: Page, name: string) {
  const file = path.resolve(import.meta.dirname, "../../test-results/screenshots", `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
