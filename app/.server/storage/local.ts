import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import { assertSafeKey, ObjectExistsError, type StorageDriver } from "./types";

/** URL prefix under which DATA_DIR/uploads is served. */
export const UPLOADS_URL_PREFIX = "/uploads";

/** Absolute directory holding uploaded files. */
export function uploadsDir() {
  return path.resolve(env().DATA_DIR, "uploads");
}

/** Files under `dir` (DATA_DIR/uploads by default), served by server/app.ts under `urlPrefix`. */
export function createLocalStorage(dir = uploadsDir(), urlPrefix = UPLOADS_URL_PREFIX): StorageDriver {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // "wx": exclusive create, so two writers can never replace each other's file.
        await writeFile(file, bytes, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
        throw error;
      }
    },
    async remove(keys) {
      for (const key of keys) assertSafeKey(key);
      await Promise.all(keys.map((key) => rm(path.join(dir, key), { force: true })));
    },
    urlFor: (key) => `${urlPrefix}/${key}`,
    keyFor: (url) => (url.startsWith(`${urlPrefix}/`) ? url.slice(urlPrefix.length + 1) : null),
  };
}
