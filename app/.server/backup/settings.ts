import path from "node:path";
import type { Env } from "../env";

/** Where backups are written: BACKUP_DIR, or DATA_DIR/backups. */
export function backupDir(config: Pick<Env, "BACKUP_DIR" | "DATA_DIR">) {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups"));
}
