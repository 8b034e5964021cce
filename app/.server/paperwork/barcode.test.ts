import { BarcodeFormat, BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, RGBLuminanceSource } from "@zxing/library";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { code128Svg } from "./barcode";

/** Rasterises the SVG as a printer would (white paper, `width` px wide) and reads it with ZXing's Code 128 reader. */
async function scan(svg: string, width: number): Promise<{ text: string; format: BarcodeFormat }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize({ width, height: 80, fit: "fill" })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const result = new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), new Map([[DecodeHintType.TRY_HARDER, true]]));
  return { text: result.getText(), format: result.getBarcodeFormat() };
}

describe("code128Svg", () => {
  // Today's numbers (HT- and 8 characters of the phone-safe alphabet), older and test-made ones.
  it.each(["HT-7KQ2M9XP", "HT-23456789", "HT-ZZZZZZZZ", "HT-DESK0001", "HT-20251125-AB12"])("encodes %s so a scanner reads it back", async (orderNumber) => {
    const svg = code128Svg(orderNumber);
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain(orderNumber); // bars only: the page prints the number itself
    // At the widths the label (about 95 mm) and the invoice (62 mm) print it, at 203 dpi: a thermal printer's.
    for (const width of [760, 500]) {
      expect(await scan(svg, width)).toEqual({
        text: orderNumber,
        format: BarcodeFormat.CODE_128,
      });
    }
  });

  it("draws different bars for different numbers", () => {
    expect(code128Svg("HT-7KQ2M9XP")).not.toBe(code128Svg("HT-7KQ2M9XQ"));
  });
});
