// Uploaded images are stored once as an original and as WebP variants at fixed widths, named
// "{name}-w{width}.webp" beside it, so any component can build a srcset from the stored URL alone.

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024] as const;
export const BANNER_IMAGE_WIDTHS = [640, 1024, 1920] as const;
/** A review's photo is shown small, under the review. */
export const REVIEW_IMAGE_WIDTHS = [320, 640] as const;

/** The shop's own artwork: the hero without banners, and the share picture of a product without photos. */
export const DEFAULT_HERO_IMAGE = "/images/default-hero.webp";

/** Largest accepted upload, in bytes (the spec's "5MB"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The `accept` list of upload inputs: the formats the server accepts. */
export const ACCEPTED_IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** The spec's upload error toasts (title + description), shared by the browser and the server. */
export const UPLOAD_ERRORS = {
  invalidFile: { title: "Invalid File", description: "Please upload an image file" },
  tooLarge: { title: "File Too Large", description: "Image must be less than 5MB" },
  failed: { title: "Upload Failed", description: "Failed to upload image" },
} as const;

export type UploadErrorTitle = (typeof UPLOAD_ERRORS)[keyof typeof UPLOAD_ERRORS]["title"];

/**
 * The browser's quick answer before uploading (the server re-checks the content itself): null when
 * the file may be sent, otherwise the error to show.
 */
export function precheckUpload(file: { type: string; size: number }) {
  if (!file.type.startsWith("image/")) return UPLOAD_ERRORS.invalidFile;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_ERRORS.tooLarge;
  return null;
}

// Stored names are "{timestamp}-{hex}.{ext}" in a products or banners folder, under /uploads or
// under an object store's public base URL; the variants' "-w320" suffix is not hex, so they never match.
const STORED_IMAGE = /^(?:https?:\/\/[^/?#\s]+)?(?:\/[\w.~-]+)*\/(products|banners)\/\d+-[0-9a-f]+\.(webp|png|jpe?g|gif)$/;

/** True when the URL is one of our stored uploads (which have WebP variants). */
export function hasVariants(url: string): boolean {
  return STORED_IMAGE.test(url) && !url.includes("/../") && !url.includes("/./");
}

/** URL of the WebP variant of an uploaded image at the given width (px). */
export function variantUrl(url: string, width: number): string {
  return url.replace(/\.(webp|png|jpe?g|gif)$/, `-w${width}.webp`);
}

/** A srcset of the WebP variants for an uploaded image, or undefined for any other URL. */
export function imageSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (!hasVariants(url)) return undefined;
  return widths.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}
