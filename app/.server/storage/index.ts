import { env } from "../env";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
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

function fromEnv(): StorageDriver {
  const config = env();
  if (!config.S3_BUCKET) return createLocalStorage();
  // env() has already refused an S3_BUCKET without these.
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION!,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    publicUrl: config.S3_PUBLIC_URL!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
