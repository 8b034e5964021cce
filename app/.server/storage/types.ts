/** Where stored files live; keys look like "products/1700000000000-0123456789abcdef.png". */
export interface StorageDriver {
  /** Stores bytes under a new key; throws ObjectExistsError instead of overwriting. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Deletes the keys; keys that do not exist are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** The public URL of a key. */
  urlFor(key: string): string;
  /** The key behind one of our public URLs, or null for any other URL. */
  keyFor(url: string): string | null;
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`${key} already exists`);
    this.name = "ObjectExistsError";
  }
}

/** Browsers and CDNs may keep a stored file for a year: a name is never reused for other bytes. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

// Keys are built by us, but deletions start from URLs saved on records: refuse anything that could
// step outside the folder.
const SAFE_KEY = /^[a-z]+\/[\w-]+\.[a-z0-9]+$/;

/** Throws unless the key is "{folder}/{name}.{ext}" with no path tricks. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
