// Validates the settings and exits 1 with one line per bad variable (npm start runs it before building).
import { ConfigError, parseEnv } from "../app/.server/env";

try {
  parseEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
