import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A body compressed once and sent many times with different bytes in a few fixed-length holes: a
 * rendered page whose CSP nonce is new for every response (page-cache.ts). Each hit is then a copy
 * and a checksum instead of compressing the page again (about 0.7 ms of CPU for a 56 kB product
 * page), and the page is kept in a quarter of the memory.
 *
 * How: each part between two holes is compressed by itself and ends on a byte boundary (a sync
 * flush, RFC 1951 §3.2.4), so the parts can be joined with the hole's bytes as an uncompressed block
 * between them and read as one gzip stream (RFC 1952). A part is compressed with the 32 kB before it
 * as a preset dictionary, so it can point back at earlier text as a whole-page compression would
 * (a product page: 12.7 kB against 12.4 kB compressed whole, and 12.3 kB for Brotli at the
 * quality the compression middleware uses). In that dictionary the holes are zero bytes, which HTML never
 * contains, so no back-reference can cover a hole: the decoder has the real bytes there, the
 * compressor saw zeros. A body that does contain a zero byte is compressed without dictionaries.
 *
 * The gzip trailer's CRC-32 covers the hole's bytes. CRC-32 is affine, so the checksum of the body
 * with given hole bytes is the checksum with zero holes, XOR the checksum of the hole's bytes moved
 * past what follows each hole: a few 32×32 bit matrix products a response, not a pass over the page.
 */
export type SplicedGzip = {
  /** The compressed parts, views into one buffer of their own (no slice keeps a shared pool alive). */
  segments: Buffer[];
  /** Length of every hole, in bytes. */
  holeLength: number;
  /** Length of the whole body once the holes are filled. */
  bodyLength: number;
  /** CRC-32 of the body with zero-filled holes. */
  zeroFilledCrc: number;
  /** CRC-32 of `holeLength` zero bytes. */
  zeroHoleCrc: number;
  /** For each hole, how many body bytes follow it. */
  bytesAfterHole: number[];
  /** Compressed size, for cache bounds. */
  compressedBytes: number;
};

/** Parts shorter than this are compressed without a dictionary: setting one costs more than it saves. */
const DICTIONARY_MIN_PART = 1024;
/** Deflate's window: back-references reach at most this far. */
const WINDOW = 32 * 1024;
/** Gzip's 10-byte header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last, empty, uncompressed deflate block, which ends the stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** Compresses `parts` so that `fill` can later be put between each two of them (see gzipWithHoles). */
export function compressAroundHoles(parts: Buffer[], holeLength: number): SplicedGzip {
  if (holeLength > MAX_STORED_BLOCK) throw new RangeError("a hole must fit one uncompressed deflate block");
  const zeroFilled = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.alloc(holeLength), part])));
  const useDictionary = !parts.some((part) => part.includes(0));
  const compressed: Buffer[] = [];
  let start = 0;
  for (const part of parts) {
    const dictionary = useDictionary && start > 0 && part.length >= DICTIONARY_MIN_PART ? zeroFilled.subarray(Math.max(0, start - WINDOW), start) : undefined;
    compressed.push(deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) }));
    start += part.length + holeLength;
  }
  // One exact-size allocation outside the pool, so a kept page holds only its own bytes.
  const compressedBytes = compressed.reduce((sum, segment) => sum + segment.length, 0);
  const store = Buffer.allocUnsafeSlow(compressedBytes);
  const segments: Buffer[] = [];
  let offset = 0;
  for (const segment of compressed) {
    segment.copy(store, offset);
    segments.push(store.subarray(offset, offset + segment.length));
    offset += segment.length;
  }
  const bytesAfterHole: number[] = [];
  let after = zeroFilled.length;
  for (const part of parts.slice(0, -1)) {
    after -= part.length + holeLength;
    bytesAfterHole.push(after);
  }
  return {
    segments,
    holeLength,
    bodyLength: zeroFilled.length,
    zeroFilledCrc: crc32(zeroFilled),
    zeroHoleCrc: crc32(Buffer.alloc(holeLength)),
    bytesAfterHole,
    compressedBytes,
  };
}

/** The gzip stream of the body with `fill` in every hole. */
export function gzipWithHoles(spliced: SplicedGzip, fill: Buffer): Buffer<ArrayBuffer> {
  if (fill.length !== spliced.holeLength) throw new RangeError(`a hole takes ${spliced.holeLength} bytes, not ${fill.length}`);
  const storedBlock = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its one's complement, little-endian.
  storedBlock.writeUInt16LE(fill.length, 1);
  storedBlock.writeUInt16LE(~fill.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crcWithHoles(spliced, fill), 0);
  trailer.writeUInt32LE(spliced.bodyLength % 2 ** 32, 4);
  const pieces: Buffer[] = [GZIP_HEADER];
  spliced.segments.forEach((segment, i) => {
    if (i > 0) pieces.push(storedBlock, fill);
    pieces.push(segment);
  });
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

function crcWithHoles(spliced: SplicedGzip, fill: Buffer): number {
  // What the fill changes in the checksum of a body that has it in place of zeros.
  const change = (crc32(fill) ^ spliced.zeroHoleCrc) >>> 0;
  let crc = spliced.zeroFilledCrc;
  for (const after of spliced.bytesAfterHole) crc ^= appendZeroBytes(change, after);
  return crc >>> 0;
}

// CRC-32 over GF(2): appending zero bytes to a message multiplies its (linear) checksum by a fixed
// 32×32 matrix. A matrix is 32 columns, column i the image of bit i.
type Gf2Matrix = Uint32Array<ArrayBuffer>;

function times(matrix: Gf2Matrix, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function squared(matrix: Gf2Matrix): Gf2Matrix {
  const square = new Uint32Array(32);
  for (let i = 0; i < 32; i += 1) square[i] = times(matrix, matrix[i]!);
  return square;
}

/** ZERO_BYTES[j] appends 2^j zero bytes. */
const ZERO_BYTES: Gf2Matrix[] = (() => {
  // One zero bit: shift right, folding in the reflected polynomial when the low bit falls out.
  let matrix = new Uint32Array(32);
  matrix[0] = 0xedb88320;
  for (let i = 1; i < 32; i += 1) matrix[i] = (1 << (i - 1)) >>> 0;
  for (let bits = 1; bits < 8; bits *= 2) matrix = squared(matrix);
  const powers = [matrix];
  for (let j = 1; j < 32; j += 1) powers.push(squared(powers[j - 1]!));
  return powers;
})();

function appendZeroBytes(crc: number, count: number): number {
  let result = crc;
  for (let j = 0; count > 0; j += 1, count = Math.floor(count / 2)) if (count % 2 === 1) result = times(ZERO_BYTES[j]!, result);
  return result;
}
