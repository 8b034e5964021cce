import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";

/**
 * A WOFF 1.0 file as the plain OpenType font it wraps (W3C WOFF 1.0 §4–5): each table inflated where
 * it was compressed, laid out after an sfnt table directory. Fontconfig indexes WOFF files, but
 * Chromium's `local()` lookup takes only plain font files, as a phone's system fonts are.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
      origLength,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    if (table.data.length !== table.origLength) throw new Error(`table ${table.tag.toString("latin1")} inflates to ${table.data.length} bytes, not ${table.origLength}`);
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Every table starts on a four-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/**
 * A fontconfig file for a browser started with it as `FONTCONFIG_FILE`: the machine's fonts plus
 * Noto Sans Bengali installed as a system font, as Android phones have it. Made from the WOFF files
 * the project already depends on (@fontsource/noto-sans-bengali), the two weights the pages use.
 */
export function fontconfigWithNotoSansBengali(): { config: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "haat-system-font-"));
  const files = path.resolve(import.meta.dirname, "../../node_modules/@fontsource/noto-sans-bengali/files");
  for (const weight of [400, 700]) {
    writeFileSync(path.join(dir, `NotoSansBengali-${weight}.ttf`), sfntFromWoff(readFileSync(path.join(files, `noto-sans-bengali-bengali-${weight}-normal.woff`))));
  }
  const config = path.join(dir, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  return { config, dir };
}
