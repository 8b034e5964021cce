import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "./env";

export const UPLOAD_FOLDERS = ["products", "banners"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** URL prefix under which DATA_DIR/uploads is served. */
export const UPLOADS_URL_PREFIX = "/uploads";

/** Absolute directory holding uploaded files. */
export function uploadsDir() {
  return path.resolve(env().DATA_DIR, "uploads");
}

/**
 * Stores bytes as {folder}/{timestamp}-{random}.{ext}, never overwriting (exclusive create), and
 * returns the public URL path.
 */
export async function storeFile(folder: UploadFolder, bytes: Buffer, ext: string): Promise<string> {
  const name = `${Date.now()}-${randomBytes(8).toString("hex")}.${ext}`;
  const dir = path.join(uploadsDir(), folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes, { flag: "wx" });
  return `${UPLOADS_URL_PREFIX}/${folder}/${name}`;
}
