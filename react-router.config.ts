import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Overridable so parallel builds (a benchmark beside a test run) do not overwrite each other.
  buildDirectory: process.env.HAAT_BUILD_DIR ?? "build",
  // Per-request facts travel in typed context (app/.server/request-context.ts), and the admin guard
  // is one middleware on the admin routes.
  future: { v8_middleware: true },
} satisfies Config;
