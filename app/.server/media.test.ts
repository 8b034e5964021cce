import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_IMAGE_WIDTHS, PRODUCT_IMAGE_WIDTHS, variantUrl } from "~/lib/images";
import { type Harness, localHarness, s3Harness } from "#tests/helpers/storage";
import { ConfigError, parseEnv } from "./env";
import { deleteStoredImage, MediaError, storeFile, storeImage } from "./media";
import { installStorage } from "./storage";
import { ObjectExistsError } from "./storage/types";

// ---------- fixtures, made here with sharp ----------

/** Tag numbers inside the GPS IFD of an EXIF block (empty when there is none). */
function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const le = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const pointer = entries(u32(4)).find((e) => e.tag === 0x8825);
  return pointer ? entries(pointer.value).map((e) => e.tag) : [];
}
const GPS_LATITUDE = 2;
const GPS_LONGITUDE = 4;

const canvas = (width: number, height: number, background = "#c0392b") => sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header declares width×height pixels; only the header is real (a decompression bomb). */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Fixtures = Awaited<ReturnType<typeof makeFixtures>>;

async function makeFixtures() {
  // A phone photo: landscape pixels with "rotate 90°" in EXIF, and the place it was taken.
  const phoneJpeg = await canvas(1200, 900)
    .withExif({ IFD0: { Make: "Phone", Model: "Camera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "90/1 24/1 5/1" } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const frame = (background: string) => canvas(400, 300, background).png().toBuffer();
  return {
    phoneJpeg,
    png: await canvas(500, 500, "#2e86de").png().toBuffer(),
    webp: await canvas(1600, 1200, "#27ae60").webp().toBuffer(),
    gif: await sharp([await frame("#8e44ad"), await frame("#f39c12")], { join: { animated: true } })
      .gif()
      .toBuffer(),
    bannerPng: await canvas(2400, 1350, "#16a085").png().toBuffer(),
    textNamedPng: Buffer.from("just some notes, saved as photo.png\n"),
    pngHeaderThenHtml: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<html><script>alert(document.cookie)</script></html>")]),
    svgWithScript: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>'),
    sixMegabytes: Buffer.concat([await canvas(10, 10).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]),
    bomb: pngDeclaring(30_000, 30_000),
  };
}

// ---------- the same suite for both drivers ----------

let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await makeFixtures();
});
afterAll(() => installStorage(undefined));

describe.each([
  ["local disk", localHarness],
  ["S3 (s3rver)", s3Harness],
] as const)("media on %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
    installStorage(harness.driver);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const fetchStored = (url: string) => fetch(harness.absolute(url));
  const storedImage = async (url: string) => {
    const response = await fetchStored(url);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it("stores a phone photo upright, without EXIF or GPS, with WebP variants at the product widths", async () => {
    const before = await sharp(fixtures.phoneJpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(gpsTags(before.exif)).toEqual(expect.arrayContaining([GPS_LATITUDE, GPS_LONGITUDE]));

    const stored = await storeImage("products", fixtures.phoneJpeg);
    expect(stored.url).toMatch(/\/products\/\d{13}-[0-9a-f]{16}\.jpg$/);
    expect(stored).toMatchObject({ width: 900, height: 1200 });

    const original = await sharp(await storedImage(stored.url)).metadata();
    expect(original).toMatchObject({ format: "jpeg", width: 900, height: 1200 });
    expect(original.exif).toBeUndefined();
    expect(original.xmp).toBeUndefined();
    expect(original.iptc).toBeUndefined();
    expect(original.orientation).toBeUndefined();

    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const variant = await sharp(await storedImage(variantUrl(stored.url, width))).metadata();
      // Upright the photo is 900 px wide: the 1024 variant keeps 900 rather than inventing pixels.
      const expected = Math.min(width, 900);
      expect(variant).toMatchObject({ format: "webp", width: expected, height: Math.round((expected * 4) / 3) });
      expect(variant.exif).toBeUndefined();
    }
  });

  it.each([
    ["png", "png", 500, 500],
    ["webp", "webp", 1600, 1200],
    ["gif", "gif", 400, 300],
  ] as const)("stores a %s as %s, judged by its content", async (fixture, format, width, height) => {
    const stored = await storeImage("products", fixtures[fixture]);
    expect(stored).toMatchObject({ width, height });
    expect(stored.url.endsWith(`.${format}`)).toBe(true);
    expect((await sharp(await storedImage(stored.url)).metadata()).format).toBe(format);
  });

  it("keeps an animated GIF animated in its variants", async () => {
    const stored = await storeImage("products", fixtures.gif);
    const variant = await sharp(await storedImage(variantUrl(stored.url, 320)), { animated: true }).metadata();
    expect(variant.pages).toBe(2);
  });

  it("never upscales: a small original still has every variant name, at most its own width", async () => {
    const stored = await storeImage("products", fixtures.png);
    const widths = [];
    for (const width of PRODUCT_IMAGE_WIDTHS) widths.push((await sharp(await storedImage(variantUrl(stored.url, width))).metadata()).width);
    expect(widths).toEqual([320, 500, 500]);
  });

  it("makes banner variants at the banner widths", async () => {
    const stored = await storeImage("banners", fixtures.bannerPng);
    expect(stored.url).toMatch(/\/banners\/\d+-[0-9a-f]+\.png$/);
    for (const width of BANNER_IMAGE_WIDTHS) {
      expect((await sharp(await storedImage(variantUrl(stored.url, width))).metadata()).width).toBe(width);
    }
  });

  it.each([
    ["a text file named .png", "textNamedPng", "Invalid File: Please upload an image file"],
    ["a PNG header followed by HTML", "pngHeaderThenHtml", "Invalid File: Please upload an image file"],
    ["an SVG with a script", "svgWithScript", "Invalid File: Please upload an image file"],
    ["a 6 MB file", "sixMegabytes", "File Too Large: Image must be less than 5MB"],
    ["a PNG declaring 30000×30000 pixels", "bomb", "Upload Failed: Image dimensions are too large (40 megapixels at most)"],
  ] as const)("refuses %s and stores nothing", async (_case, fixture, message) => {
    const before = await harness.keys();
    const attempt = storeImage("products", fixtures[fixture]);
    await expect(attempt).rejects.toThrow(MediaError);
    await expect(attempt).rejects.toThrow(message);
    expect(await harness.keys()).toEqual(before);
  });

  it("serves stored files with their type and a year of caching, and 404 for missing names", async () => {
    const stored = await storeImage("products", fixtures.png);
    const original = await fetchStored(stored.url);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const variant = await fetchStored(variantUrl(stored.url, 640));
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetchStored(stored.url.replace(/\d+-[0-9a-f]+\.png$/, "1-0000.png"))).status).toBe(404);
  });

  it("never reuses a name, and the driver refuses to overwrite an existing key", async () => {
    const first = await storeImage("products", fixtures.png);
    const second = await storeImage("products", fixtures.png);
    expect(second.url).not.toBe(first.url);
    const key = harness.driver.keyFor(first.url);
    expect(key).toMatch(/^products\//);
    await expect(harness.driver.put(key!, Buffer.from("other bytes"), "image/png")).rejects.toThrow(ObjectExistsError);
    expect(Buffer.compare(await storedImage(first.url), Buffer.from("other bytes"))).not.toBe(0);
  });

  it("deletes an image with its variants and ignores URLs that are not ours", async () => {
    const keep = await storeImage("products", fixtures.png);
    const stored = await storeImage("products", fixtures.webp);
    const key = harness.driver.keyFor(stored.url)!;
    await deleteStoredImage(stored.url);
    const keys = await harness.keys();
    expect(keys.filter((k) => k.startsWith(key.replace(/\.webp$/, "")))).toEqual([]);
    for (const url of [stored.url, variantUrl(stored.url, 320)]) expect((await fetchStored(url)).status).toBe(404);

    const others = ["/images/default-hero.webp", "https://elsewhere.example.com/products/1-a.png", "/uploads/products/../../secret", `${keep.url}/../x.png`, ""];
    for (const url of others) await deleteStoredImage(url);
    await deleteStoredImage(stored.url); // already gone: no error
    expect(await harness.keys()).toEqual(keys);
    expect((await fetchStored(keep.url)).status).toBe(200);
  });

  it("stores the seed's trusted bytes as they are with storeFile", async () => {
    const bytes = await sharp(fixtures.png).webp().toBuffer();
    const url = await storeFile("banners", bytes, "webp");
    expect(url).toMatch(/\/banners\/\d+-[0-9a-f]{16}\.webp$/);
    expect(Buffer.compare(await storedImage(url), bytes)).toBe(0);
  });

  it("removes what it wrote when storing fails half-way, and says Upload Failed", async () => {
    const before = await harness.keys();
    let puts = 0;
    installStorage({
      ...harness.driver,
      async put(key, bytes, type) {
        // The original is written last: fail there, after the variants are in place.
        if (++puts === PRODUCT_IMAGE_WIDTHS.length + 1) throw new Error("disk full");
        await harness.driver.put(key, bytes, type);
      },
    });
    try {
      await expect(storeImage("products", fixtures.png)).rejects.toThrow("Upload Failed: Failed to upload image");
    } finally {
      installStorage(harness.driver);
    }
    expect(await harness.keys()).toEqual(before);
  });
});

describe("serving DATA_DIR/uploads over HTTP", () => {
  let harness: Awaited<ReturnType<typeof localHarness>>;
  beforeAll(async () => {
    harness = await localHarness();
    writeFileSync(path.join(harness.dir, "..", "secret.txt"), "the database password");
    mkdirSync(path.join(harness.dir, "products"), { recursive: true });
    writeFileSync(path.join(harness.dir, "products", ".hidden"), "dotfile");
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A raw GET, so "../" and encoded forms reach the server as typed. */
  const rawGet = (rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(harness.base);
      http
        .get({ host: hostname, port, path: rawPath }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on("error", reject);
    });

  it.each([
    "/uploads/../secret.txt",
    "/uploads/%2e%2e/secret.txt",
    "/uploads/..%2fsecret.txt",
    "/uploads/products/..%2f..%2fsecret.txt",
    "/uploads/products/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/uploads/products/.hidden",
    "/uploads/products",
    "/uploads/",
  ])("never serves %s", async (rawPath) => {
    const response = await rawGet(rawPath);
    expect([400, 403, 404]).toContain(response.status);
    expect(response.body).not.toContain("database password");
    expect(response.body).not.toContain("dotfile");
  });
});

describe("S3 configuration", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haat-env-s3-"));
  const complete = {
    DATA_DIR: dataDir,
    S3_BUCKET: "haat-media",
    S3_REGION: "ap-south-1",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret-example",
    S3_PUBLIC_URL: "https://media.example.com/",
  };

  it("is optional, and complete without an endpoint (AWS itself)", () => {
    expect(parseEnv({ DATA_DIR: dataDir }).S3_BUCKET).toBeUndefined();
    expect(parseEnv(complete)).toMatchObject({ S3_BUCKET: "haat-media", S3_PUBLIC_URL: "https://media.example.com", S3_FORCE_PATH_STYLE: false });
    expect(parseEnv({ ...complete, S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({ S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: true });
  });

  it("names every missing variable when S3_BUCKET is set", () => {
    const attempt = () => parseEnv({ DATA_DIR: dataDir, S3_BUCKET: "haat-media" });
    expect(attempt).toThrow(ConfigError);
    for (const name of ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"]) {
      expect(attempt).toThrow(new RegExp(`^${name}: required when S3_BUCKET is set$`, "m"));
    }
  });

  it.each([
    ["S3_PUBLIC_URL", "media.example.com", /^S3_PUBLIC_URL=media.example.com: must be an absolute URL/m],
    ["S3_ENDPOINT", "ftp://minio", /^S3_ENDPOINT=ftp:\/\/minio: must start with http/m],
    ["S3_FORCE_PATH_STYLE", "sometimes", /^S3_FORCE_PATH_STYLE=sometimes: must be true or false/m],
    ["S3_SECRET_ACCESS_KEY", "", /^S3_SECRET_ACCESS_KEY: required/m],
  ])("rejects %s=%s with a line naming it (secrets hidden)", (name, value, message) => {
    expect(() => parseEnv({ ...complete, [name]: value })).toThrow(message);
  });
});

