import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Overridable so parallel builds (a benchmark beside a test run) do not overwrite each other.
  buildDirectory: process.env.HAAT_BUILD_DIR ?? "build",
} satisfies Config;
