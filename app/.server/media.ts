import { randomBytes } from "node:crypto";
import type sharpFactory from "sharp";
import type { OutputInfo, Sharp, SharpOptions } from "sharp";
import { BANNER_IMAGE_WIDTHS, MAX_UPLOAD_BYTES, PRODUCT_IMAGE_WIDTHS, REVIEW_IMAGE_WIDTHS, UPLOAD_ERRORS, type UploadErrorTitle, variantUrl } from "~/lib/images";
import { describeError, logger } from "./logger";
import { storage } from "./storage";

export { MAX_UPLOAD_BYTES } from "~/lib/images";
export { UPLOADS_URL_PREFIX, uploadsDir } from "./storage/local";

let loaded: Promise<typeof sharpFactory> | undefined;

/**
 * sharp (libvips), loaded with the first image to process: a server that has not been sent an upload
 * since it started never holds libvips (about 30 MB of memory, measured as `npm run bench`'s peak RSS
 * in docs/performance.md). The demo seed runs in a process of its own before the server, which also
 * checks that sharp loads at all (server/app.ts).
 */
export async function imageProcessor(input?: Buffer | Uint8Array, options?: SharpOptions): Promise<Sharp> {
  loaded ??= import("sharp").then(
    ({ default: sharp }) => {
      // libvips keeps the last operations' results for reuse (50 MB by default). Each image here is
      // processed once (an upload, a demo picture), so that cache only ever held memory the server
      // never read again.
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      // Not kept: the next image tries again. (npm start has checked that sharp loads, in prepare().)
      loaded = undefined;
      throw error;
    },
  );
  return (await loaded)(input, options);
}

// "reviews": a shopper's photo with a review, under the same rules as the shop's own images.
export const UPLOAD_FOLDERS = ["products", "banners", "reviews"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Widths (px) of the WebP variants made for each folder, as components request them. */
export const VARIANT_WIDTHS: Record<UploadFolder, readonly number[]> = {
  products: PRODUCT_IMAGE_WIDTHS,
  banners: BANNER_IMAGE_WIDTHS,
  reviews: REVIEW_IMAGE_WIDTHS,
};

/** Decoding more pixels than this is refused: a tiny file can declare a gigantic image. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** An upload refused or failed, with the toast's title and description (message = "title: description"). */
export class MediaError extends Error {
  constructor(
    readonly title: UploadErrorTitle,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
    this.name = "MediaError";
  }
}

const invalidFile = () => new MediaError(UPLOAD_ERRORS.invalidFile.title, UPLOAD_ERRORS.invalidFile.description);

type ImageFormat = "png" | "jpeg" | "webp" | "gif";

const EXTENSION: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp", gif: "gif" };
const CONTENT_TYPE: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format announced by the file's first bytes, whatever its name or declared type. */
function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "png":
      return image.png();
    case "jpeg":
      return image.jpeg({ quality: 85 });
    case "webp":
      return image.webp({ quality: 85 });
    case "gif":
      return image.gif();
  }
}

function decodeError(error: unknown): MediaError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new MediaError("Upload Failed", "Image dimensions are too large (40 megapixels at most)");
  }
  return invalidFile();
}

/**
 * Checks an uploaded image by its content (PNG, JPEG, WebP or GIF that sharp can decode), re-encodes
 * it upright and without any metadata (EXIF, GPS, XMP), stores it as {folder}/{timestamp}-{random}.{ext}
 * with WebP variants at VARIANT_WIDTHS[folder] beside it, and returns its public URL and size (px).
 * Throws MediaError for a refused or failed upload.
 */
export async function storeImage(folder: UploadFolder, bytes: Uint8Array): Promise<{ url: string; width: number; height: number }> {
  if (!UPLOAD_FOLDERS.includes(folder)) throw new MediaError("Upload Failed", "Unknown upload folder");
  const widths = VARIANT_WIDTHS[folder];
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new MediaError(UPLOAD_ERRORS.tooLarge.title, UPLOAD_ERRORS.tooLarge.description);
  const format = sniffFormat(bytes);
  if (!format) throw invalidFile();

  // GIF and WebP may be animated: keep every frame (the pixel limit counts all of them).
  const input = await imageProcessor(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === "gif" || format === "webp" });
  try {
    const declared = await input.metadata();
    if (declared.format !== format) throw invalidFile();
  } catch (error) {
    throw error instanceof MediaError ? error : decodeError(error);
  }

  const ext = EXTENSION[format];
  const key = `${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${ext}`;
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata).
  const upright = input.rotate();
  let original: { data: Buffer; info: OutputInfo };
  let variants: { key: string; data: Buffer }[];
  try {
    [original, variants] = await Promise.all([
      encode(upright.clone(), format).toBuffer({ resolveWithObject: true }),
      Promise.all(
        widths.map(async (w) => ({
          key: variantUrl(key, w),
          data: await upright.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        })),
      ),
    ]);
  } catch (error) {
    throw decodeError(error);
  }

  const driver = storage();
  const written: string[] = [];
  const put = async (file: { key: string; data: Buffer }, contentType: string) => {
    await driver.put(file.key, file.data, contentType);
    written.push(file.key);
  };
  try {
    await Promise.all(variants.map((v) => put(v, "image/webp")));
    // Written last: once the original's URL exists, every name in its srcset does too.
    await put({ key, data: original.data }, CONTENT_TYPE[ext] ?? "application/octet-stream");
  } catch (error) {
    logger.error({ err: describeError(error), key }, "storing an image failed");
    await driver.remove(written).catch(() => undefined);
    throw new MediaError(UPLOAD_ERRORS.failed.title, UPLOAD_ERRORS.failed.description);
  }
  return { url: driver.urlFor(key), width: original.info.width, height: original.info.pageHeight ?? original.info.height };
}

const STORED_KEY = /^(products|banners)\/\d+-[0-9a-f]+\.(png|jpg|webp|gif)$/;

/** The storage key and folder of one of our stored images, or null for any other URL. */
function storedImage(url: string): { key: string; folder: UploadFolder } | null {
  const key = storage().keyFor(url);
  const folder = key ? STORED_KEY.exec(key)?.[1] : undefined;
  return key && folder ? { key, folder: folder as UploadFolder } : null;
}

/** True when `url` names an image stored by storeImage or storeFile in the configured storage. */
export function isStoredImageUrl(url: string): boolean {
  return storedImage(url) !== null;
}

/** Deletes a stored image and its variants; URLs that are not our stored images are ignored. */
export async function deleteStoredImage(url: string): Promise<void> {
  const stored = storedImage(url);
  if (!stored) return;
  await storage().remove([stored.key, ...VARIANT_WIDTHS[stored.folder].map((w) => variantUrl(stored.key, w))]);
}

/**
 * Stores trusted bytes (the demo seed's own artwork) as {folder}/{timestamp}-{random}.{ext}, as is,
 * without variants, never overwriting; returns the public URL.
 */
export async function storeFile(folder: UploadFolder, bytes: Buffer, ext: string): Promise<string> {
  const key = `${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${ext}`;
  await storage().put(key, bytes, CONTENT_TYPE[ext] ?? "application/octet-stream");
  return storage().urlFor(key);
}
