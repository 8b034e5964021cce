import { env } from "../env";
import { createLocalStorage } from "./local";
import { createS3Storage, type S3StorageConfig } from "./s3";
import type { StorageDriver } from "./types";

let current: StorageDriver | undefined;

/** The configured driver: S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function storage(): StorageDriver {
  current ??= fromEnv();
  return current;
}

/** Replaces the process's driver (tests run the same suite against each); undefined re-reads the config. */
export function installStorage(driver: StorageDriver | undefined) {
  current = driver;
}

/** The S3 bucket the settings name (media, and copies of the backups), or undefined without S3_BUCKET. */
export function s3ConfigFromEnv(): S3StorageConfig | undefined {
  const config = env();
  if (!config.S3_BUCKET) return undefined;
  // env() has already refused an S3_BUCKET without these.
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION!,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    publicUrl: config.S3_PUBLIC_URL!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

function fromEnv(): StorageDriver {
  const s3 = s3ConfigFromEnv();
  return s3 ? createS3Storage(s3) : createLocalStorage();
}
