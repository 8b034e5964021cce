/**
 * Placeholder artwork for the demo shop: builds a small SVG composition
 * (hue gradient, decorative shapes chosen by `variant`, wrapped title and
 * optional subtitle) and rasterises it to PNG with sharp. Works offline with
 * system fonts only.
 */
import { imageProcessor } from "./media";

export type DemoImageOptions = {
  title: string;
  subtitle?: string;
  width: number;
  height: number;
  /** 0-359 base hue. */
  hue: number;
  /** Changes the decorative shapes so a product's images differ. */
  variant?: number;
};

const FONT_FAMILY = "DejaVu Sans, Arial, sans-serif";
/** Rough average glyph advance of bold DejaVu Sans, in em. */
const CHAR_EM = 0.62;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** System fonts have no Bengali glyphs: spell the taka sign out. */
function normaliseText(text: string): string {
  return text
    .replace(/৳\s*/g, "Tk ")
    .replace(/\s+/g, " ")
    .trim();
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

function hsl(h: number, s: number, l: number): string {
  const hue = mod(h, 360);
  const sat = Math.min(1, Math.max(0, s / 100));
  const lig = Math.min(1, Math.max(0, l / 100));
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  let r = 0;
  let g = 0;
  let b = 0;
  if (hue < 60) [r, g, b] = [c, x, 0];
  else if (hue < 120) [r, g, b] = [x, c, 0];
  else if (hue < 180) [r, g, b] = [0, c, x];
  else if (hue < 240) [r, g, b] = [0, x, c];
  else if (hue < 300) [r, g, b] = [x, 0, c];
  else [r, g, b] = [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Yellow/green/cyan hues look much brighter: darken them for white text. */
function lightnessFor(hue: number): number {
  const h = mod(hue, 360);
  return h >= 40 && h <= 200 ? 38 : 46;
}

/**
 * Dark yellows turn into muddy olive/brown: bend those hues towards amber
 * (42-62 → 30-40) or fresh green (62-85 → 85-100).
 */
function tameHue(hue: number): number {
  const h = mod(hue, 360);
  if (h >= 42 && h < 62) return 30 + (h - 42) * 0.5;
  if (h >= 62 && h < 85) return 85 + (h - 62) * (15 / 23);
  return h;
}

/** Greedy word wrap; words longer than a line are hard-split. */
function wrap(text: string, maxChars: number): string[] {
  // Keep tiny tokens ("1 L", "Is", "of 12", "–") with the previous word.
  const chunks: string[] = [];
  for (const token of text.split(" ")) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && token.length <= 2 && last.length + 1 + token.length <= maxChars) {
      chunks[chunks.length - 1] = `${last} ${token}`;
    } else {
      chunks.push(token);
    }
  }
  const lines: string[] = [];
  let line = "";
  for (const chunk of chunks) {
    let word = chunk;
    while (word.length > maxChars) {
      if (line) {
        lines.push(line);
        line = "";
      }
      lines.push(word.slice(0, maxChars - 1) + "-");
      word = word.slice(maxChars - 1);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Same line count as a greedy wrap, but with evenly filled lines. */
function balancedWrap(text: string, maxChars: number): string[] {
  const greedy = wrap(text, maxChars);
  if (greedy.length < 2) return greedy;
  let best = greedy;
  for (let chars = maxChars - 1; chars >= 4; chars--) {
    const lines = wrap(text, chars);
    if (lines.length !== greedy.length || lines.some((l) => l.endsWith("-"))) break;
    best = lines;
  }
  return best;
}

function longestWord(text: string): number {
  return text.split(" ").reduce((max, w) => Math.max(max, w.length), 0);
}

/**
 * Fit text into at most `maxLines` lines of `boxWidth`: shrink the font until
 * it fits, preferring fewer lines when that costs at most ~15% of the size,
 * and truncate with an ellipsis at `minSize`.
 */
function fitText(
  text: string,
  boxWidth: number,
  startSize: number,
  minSize: number,
  maxLines: number,
  preferFewerLines = true,
): { lines: string[]; size: number } {
  const charsAt = (size: number) => Math.max(4, Math.floor(boxWidth / (size * CHAR_EM)));
  const candidates: { size: number; count: number }[] = [];
  for (let size = startSize; size >= minSize; size *= 0.96) {
    const maxChars = charsAt(size);
    const count = wrap(text, maxChars).length;
    if (count <= maxLines && longestWord(text) <= maxChars) candidates.push({ size, count });
  }
  const first = candidates[0];
  if (first) {
    let pick = first;
    for (const c of candidates) {
      if (preferFewerLines && c.size >= first.size * 0.85 && c.count < pick.count) pick = c;
    }
    return { lines: balancedWrap(text, charsAt(pick.size)), size: pick.size };
  }
  const size = minSize;
  const maxChars = charsAt(size);
  const lines = wrap(text, maxChars);
  if (lines.length <= maxLines) return { lines, size };
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] =
    (last.length >= maxChars ? last.slice(0, maxChars - 1) : last).replace(/[\s-]+$/, "") + "…";
  return { lines: kept, size };
}

function decorations(w: number, h: number, hue: number, variant: number, banner: boolean): string {
  const s = Math.min(w, h);
  const light = (a: number) => `fill="#ffffff" fill-opacity="${a}"`;
  const accent = hsl(hue - 35, 75, 72);
  const warm = hsl(hue + 40, 85, 65);
  // Small accents sit top-left on squares but must stay clear of banner text.
  const ax = (x: number) => (banner ? 0.62 + x * 0.9 : x);
  switch (mod(variant, 4)) {
    case 0:
      // Soft bokeh circles.
      return [
        `<circle cx="${w * 0.88}" cy="${h * 0.12}" r="${s * 0.42}" ${light(0.1)}/>`,
        `<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${s * 0.35}" ${light(0.08)}/>`,
        `<circle cx="${w * 0.78}" cy="${h * 0.82}" r="${s * 0.12}" fill="${warm}" fill-opacity="0.35"/>`,
        `<circle cx="${w * ax(0.18)}" cy="${h * 0.2}" r="${s * 0.06}" fill="${accent}" fill-opacity="0.45"/>`,
        `<circle cx="${w * ax(0.3)}" cy="${h * 0.1}" r="${s * 0.025}" ${light(0.5)}/>`,
      ].join("");
    case 1: {
      // Diagonal stripes and a diamond.
      const stripes: string[] = [];
      const step = s * 0.09;
      for (let i = -h; i < w + h; i += step * 2) {
        stripes.push(
          `<polygon points="${i},0 ${i + step},0 ${i + step - h},${h} ${i - h},${h}" ${light(0.05)}/>`,
        );
      }
      const cx = w * 0.84;
      const cy = h * 0.2;
      const d = s * 0.13;
      return [
        ...stripes,
        `<polygon points="${cx},${cy - d} ${cx + d},${cy} ${cx},${cy + d} ${cx - d},${cy}" fill="${warm}" fill-opacity="0.5"/>`,
        `<polygon points="${cx},${cy - d * 0.5} ${cx + d * 0.5},${cy} ${cx},${cy + d * 0.5} ${cx - d * 0.5},${cy}" ${light(0.6)}/>`,
        `<circle cx="${w * 0.12}" cy="${h * 0.86}" r="${s * 0.08}" fill="${accent}" fill-opacity="0.35"/>`,
      ].join("");
    }
    case 2: {
      // Concentric rings (a nod to nakshi motifs) and a dot grid.
      const rings: string[] = [];
      for (let i = 1; i <= 5; i++) {
        rings.push(
          `<circle cx="${w * ax(0.14)}" cy="${h * 0.16}" r="${s * 0.07 * i}" fill="none" stroke="#ffffff" stroke-opacity="${0.22 - i * 0.03}" stroke-width="${s * 0.012}"/>`,
        );
      }
      const dots: string[] = [];
      const gap = s * 0.045;
      for (let r = 0; r < 5; r++) {
        for (let c = 0; c < 5; c++) {
          dots.push(
            `<circle cx="${w * 0.72 + c * gap}" cy="${h * 0.74 + r * gap}" r="${s * 0.009}" ${light(0.35)}/>`,
          );
        }
      }
      return [
        ...rings,
        ...dots,
        `<circle cx="${w * 0.9}" cy="${h * 0.12}" r="${s * 0.09}" fill="${warm}" fill-opacity="0.4"/>`,
      ].join("");
    }
    default: {
      // Layered waves along the bottom and small triangles.
      const wave = (y: number, amp: number, opacity: number, fill: string) =>
        `<path d="M0 ${y} C ${w * 0.25} ${y - amp}, ${w * 0.5} ${y + amp}, ${w * 0.75} ${y} S ${w} ${y - amp}, ${w} ${y} L ${w} ${h} L 0 ${h} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
      const t = s * 0.07;
      return [
        wave(h * 0.8, h * 0.07, 0.12, "#ffffff"),
        wave(h * 0.88, h * 0.05, 0.18, accent),
        `<polygon points="${w * 0.85},${h * 0.1} ${w * 0.85 + t},${h * 0.1 + t * 1.7} ${w * 0.85 - t},${h * 0.1 + t * 1.7}" fill="${warm}" fill-opacity="0.55"/>`,
        `<polygon points="${w * ax(0.12)},${h * 0.14} ${w * ax(0.12) + t * 0.6},${h * 0.14 + t} ${w * ax(0.12) - t * 0.6},${h * 0.14 + t}" ${light(0.4)}/>`,
      ].join("");
    }
  }
}

export function buildDemoSvg(opts: DemoImageOptions): string {
  const width = Math.max(16, Math.round(opts.width));
  const height = Math.max(16, Math.round(opts.height));
  const variant = Math.max(0, Math.floor(opts.variant ?? 0));
  const hue = mod(Math.round(opts.hue) + variant * 14, 360);
  const h1 = tameHue(hue);
  // Warm hues fade towards red; mixing them with green looks muddy.
  const h2 = tameHue(hue >= 20 && hue < 95 ? hue - 24 : hue + 28);
  const c1 = hsl(h1, 70, lightnessFor(h1) + 10);
  const c2 = hsl(h2, 72, lightnessFor(h2) - 12);
  const banner = width / height >= 1.6;

  // Gradient direction rotates with the variant.
  const angles: [number, number, number, number][] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0.5, 0, 0.5, 1],
  ];
  const [x1, y1, x2, y2] = angles[mod(variant, angles.length)] ?? [0, 0, 1, 1];

  const title = normaliseText(opts.title) || " ";
  const subtitle = opts.subtitle ? normaliseText(opts.subtitle) : "";

  const boxX = banner ? width * 0.07 : width * 0.09;
  const boxWidth = banner ? width * 0.64 : width * 0.82;
  const base = banner ? height * 0.13 : Math.min(width, height) * 0.095;
  const { lines, size } = fitText(title, boxWidth, base, base * 0.45, 3);
  const lineHeight = size * 1.18;

  const subSize = Math.max(12, size * (banner ? 0.42 : 0.44));
  const sub = subtitle
    ? fitText(subtitle, boxWidth, subSize, subSize * 0.7, 2, false)
    : { lines: [] as string[], size: subSize };
  const subLineHeight = sub.size * 1.3;
  const subGap = sub.lines.length ? size * 0.55 : 0;
  const ruleGap = size * 0.5;

  const blockHeight =
    lines.length * lineHeight + ruleGap + subGap + sub.lines.length * subLineHeight;
  let y = (height - blockHeight) / 2 + size * 0.9;
  const anchor = banner ? "start" : "middle";
  const textX = banner ? boxX : width / 2;

  const titleTspans = lines
    .map((line, i) => `<tspan x="${textX}" y="${y + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  y += (lines.length - 1) * lineHeight + ruleGap;

  const ruleW = size * 1.6;
  const ruleX = banner ? boxX : (width - ruleW) / 2;
  const rule = `<rect x="${ruleX}" y="${y - size * 0.12}" width="${ruleW}" height="${Math.max(3, size * 0.09)}" rx="${size * 0.045}" fill="${hsl(hue + 40, 90, 72)}"/>`;
  y += subGap + sub.size * 0.6;

  const subTspans = sub.lines
    .map(
      (line, i) => `<tspan x="${textX}" y="${y + i * subLineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");

  // A soft dark glow behind the text keeps it legible on any hue.
  const glowCx = banner ? boxX + boxWidth * 0.45 : width / 2;
  const glow = `<ellipse cx="${glowCx}" cy="${height / 2}" rx="${banner ? boxWidth * 0.75 : width * 0.55}" ry="${banner ? height * 0.55 : blockHeight * 0.9 + size}" fill="url(#glow)"/>`;

  const brandSize = Math.max(11, Math.min(width, height) * (banner ? 0.045 : 0.032));
  const brand = `<text x="${width - brandSize * 1.2}" y="${height - brandSize * 1.2}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="${brandSize}" font-weight="bold" fill="#ffffff" fill-opacity="0.55" letter-spacing="${brandSize * 0.08}">HAAT</text>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
<stop offset="0" stop-color="${c1}"/>
<stop offset="1" stop-color="${c2}"/>
</linearGradient>
<radialGradient id="glow">
<stop offset="0" stop-color="#000000" stop-opacity="0.22"/>
<stop offset="1" stop-color="#000000" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${decorations(width, height, hue, variant, banner)}
${glow}
<text text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-size="${size.toFixed(1)}" font-weight="bold" fill="#000000" fill-opacity="0.25" transform="translate(${(size * 0.04).toFixed(1)} ${(size * 0.06).toFixed(1)})">${titleTspans}</text>
<text text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-size="${size.toFixed(1)}" font-weight="bold" fill="#ffffff">${titleTspans}</text>
${rule}
${subTspans ? `<text text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-size="${sub.size.toFixed(1)}" fill="#ffffff" fill-opacity="0.92">${subTspans}</text>` : ""}
${brand}
</svg>`;
}

export async function renderDemoImage(opts: DemoImageOptions): Promise<Buffer> {
  const svg = buildDemoSvg(opts);
  return (await imageProcessor(Buffer.from(svg))).png().toBuffer();
}
