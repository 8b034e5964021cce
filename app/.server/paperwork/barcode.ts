import { toSVG } from "bwip-js/node";

/**
 * The order number as a Code 128 barcode, an SVG document (black bars, no text: the page prints the
 * number beside it). Scales to any width its container gives it; the quiet zone on both sides that
 * scanners need is part of the drawing.
 */
export function code128Svg(text: string): string {
  // bwip-js draws the symbol in pure JavaScript, no canvas or DOM, so the server renders it as it
  // renders the page. Bar height is in mm at scale 1; the drawing is resized by CSS anyway.
  const svg = toSVG({
    bcid: "code128",
    text,
    scale: 2,
    height: 12,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 0,
  });
  // Let the page size it: the intrinsic size comes from the viewBox.
  return svg.replace("<svg ", '<svg preserveAspectRatio="none" aria-hidden="true" ');
}
