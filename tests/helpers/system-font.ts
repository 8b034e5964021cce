import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
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
 * The font families every test browser has, whatever the machine has installed: DejaVu for Latin
 * text and Lohit Bengali (which .ci/run installs) for Bangla and the taka sign in screenshots. A
 * family missing on the machine is simply absent; one the machine has beyond these is never seen.
 */
const TEST_FONT_FAMILIES = ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Lohit Bengali"];

/**
 * A fontconfig file for a browser started with it as `FONTCONFIG_FILE`: only the test fonts above,
 * linked into a directory of its own, so a journey's result does not depend on the fonts the
 * machine happens to have (its own Noto Sans Bengali, say). `withNotoSansBengali`: Noto Sans Bengali
 * installed as a system font too, as Android phones have it, made from the WOFF files the project
 * already depends on (@fontsource/noto-sans-bengali), the two weights the pages use.
 * Remove `dir` once the browser has closed.
 */
export function testFontconfig(options: { withNotoSansBengali?: boolean } = {}): { config: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "haat-fonts-"));
  const fontDir = path.join(dir, "fonts");
  mkdirSync(fontDir);
  // The machine's fontconfig says where its copies of the test fonts are; nothing else of it is used.
  const files = TEST_FONT_FAMILIES.flatMap((family) => {
    try {
      return execFileSync("fc-list", ["-f", "%{file}\\n", `:family=${family}`], { encoding: "utf8" }).split("\n").filter(Boolean);
    } catch {
      return [];
    }
  });
  for (const file of new Set(files)) symlinkSync(file, path.join(fontDir, path.basename(file)));
  if (options.withNotoSansBengali) {
    const woffs = path.resolve(import.meta.dirname, "../../node_modules/@fontsource/noto-sans-bengali/files");
    for (const weight of [400, 700]) {
      writeFileSync(path.join(fontDir, `NotoSansBengali-${weight}.ttf`), sfntFromWoff(readFileSync(path.join(woffs, `noto-sans-bengali-bengali-${weight}-normal.woff`))));
    }
  }
  const config = path.join(dir, "fonts.conf");
  const alias = (generic: string, family: string) => `  <alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${path.join(dir, "cache")}</cachedir>
${alias("sans-serif", "DejaVu Sans")}
${alias("serif", "DejaVu Serif")}
${alias("monospace", "DejaVu Sans Mono")}
</fontconfig>
`,
  );
  return { config, dir };
}
