// Validates the settings and exits 1 with one line per bad variable (npm start runs it before
// building); when they are good, prints how the server process is to be started (serverProcess), as JSON.
import { ConfigError, parseEnv, serverProcess } from "../app/.server/env";

try {
  process.stdout.write(`${JSON.stringify(serverProcess(parseEnv()))}\n`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
