// Uploaded images are stored once as an original and as WebP variants at fixed widths, named
// "{name}-w{width}.webp" beside it, so any component can build a srcset from the stored URL alone.

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024] as const;
export const BANNER_IMAGE_WIDTHS = [640, 1024, 1920] as const;

const UPLOAD_PATH = /^\/uploads\/(products|banners)\/[\w-]+\.(webp|png|jpe?g|gif)$/;

/** True when the URL is one of our stored uploads (which have WebP variants). */
export function hasVariants(url: string): boolean {
  return UPLOAD_PATH.test(url);
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
