import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAroundHoles, gzipWithHoles } from "./spliced-gzip";

/** Text that compresses like a page: repeated markup with varying words. */
function pageLike(bytes: number, seed: number): string {
  const words = ["<div class=\"card\">", "<a href=\"/product/", "saree", "৳450.00", "</a>", "Add to cart", "</div>", "jamdani", "\n"];
  let text = "";
  let state = seed;
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += words[state % words.length] + String(state % 97);
  }
  return text.slice(0, bytes);
}

const fillOf = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => 65 + ((seed + i * 7) % 26)));

describe("compressAroundHoles and gzipWithHoles", () => {
  it.each([
    ["no hole", [pageLike(5000, 1)], 24],
    ["a page split at its nonces", [pageLike(477, 2), pageLike(18_347, 3), pageLike(106, 4), pageLike(13_836, 5), ""], 24],
    ["holes side by side and at both ends", ["", "", pageLike(3000, 6), "", ""], 24],
    ["parts longer than deflate's window and than a stored block", [pageLike(70_000, 7), pageLike(40_000, 8), pageLike(1500, 9)], 24],
    ["empty parts only", ["", ""], 16],
    ["a one-byte hole", [pageLike(2000, 10), pageLike(2000, 11)], 1],
    ["a body with zero bytes (no dictionaries)", [`${pageLike(2000, 12)}\0\0\0\0`, `\0\0\0\0${pageLike(2000, 13)}`], 4],
  ])("gives a valid gzip stream of the body with any fill in the holes: %s", (_name, texts, holeLength) => {
    const parts = texts.map((text) => Buffer.from(text));
    const spliced = compressAroundHoles(parts, holeLength);
    for (const seed of [0, 1, 2]) {
      const fill = fillOf(holeLength, seed);
      // gunzipSync checks the trailer: the CRC-32 and the length.
      const body = gunzipSync(gzipWithHoles(spliced, fill));
      expect(body.equals(Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [fill, part]))))).toBe(true);
    }
  });

  it("never lets compressed text point into a hole, even when the text repeats the fill", () => {
    // Each part repeats the fill it was compressed around: a compressor that saw the fill would refer to it.
    const nonce = "zBLwznMB2eQsETYQ5qOrOw==";
    const parts = [`<script nonce="`, `">a()</script><p>${nonce}${nonce}</p><script nonce="`, `">b()</script>${pageLike(3000, 14)}${nonce}`].map((text) => Buffer.from(text));
    const spliced = compressAroundHoles(parts, nonce.length);
    const other = Buffer.from("Other-nonce-of-24-bytes=");
    expect(gunzipSync(gzipWithHoles(spliced, other)).toString()).toBe(parts.map(String).join(other.toString()));
  });

  it("compresses a page split at its nonces about as well as compressing it whole", () => {
    const texts = [pageLike(477, 20), pageLike(5802, 21), pageLike(18_347, 22), pageLike(13_836, 23), pageLike(8657, 24)];
    const spliced = compressAroundHoles(texts.map((text) => Buffer.from(text)), 24);
    const whole = gzipSync(texts.join("n".repeat(24))).length;
    expect(spliced.compressedBytes).toBeLessThan(whole * 1.05);
  });

  it("refuses a fill of another length", () => {
    const spliced = compressAroundHoles([Buffer.from("a"), Buffer.from("b")], 4);
    expect(() => gzipWithHoles(spliced, Buffer.from("abc"))).toThrow(RangeError);
  });

  it("keeps its bytes in one buffer of its own", () => {
    const spliced = compressAroundHoles([Buffer.from(pageLike(3000, 30)), Buffer.from(pageLike(3000, 31))], 24);
    const buffers = new Set(spliced.segments.map((segment) => segment.buffer));
    expect(buffers.size).toBe(1);
    expect(spliced.segments[0]!.buffer.byteLength).toBe(spliced.compressedBytes);
  });
});
