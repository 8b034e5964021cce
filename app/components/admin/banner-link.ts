/** How the banners table describes a banner's link: "Product: {slug}", "External Link" or "No link". */
export function describeBannerLink(linkUrl: string | null): string {
  if (!linkUrl) return "No link";
  const product = /^\/product\/([^/?#]+)$/.exec(linkUrl);
  if (product?.[1]) {
    try {
      return `Product: ${decodeURIComponent(product[1])}`;
    } catch {
      return `Product: ${product[1]}`;
    }
  }
  if (/^https?:\/\//i.test(linkUrl)) return "External Link";
  return linkUrl;
}
