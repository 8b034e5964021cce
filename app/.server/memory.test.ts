import { describe, expect, it } from "vitest";
import { memoryReport } from "./memory";

const MB = 1048576;
const usage = (rss: number, heapTotal: number, heapUsed: number, external: number, arrayBuffers: number): NodeJS.MemoryUsage => ({
  rss: rss * MB,
  heapTotal: heapTotal * MB,
  heapUsed: heapUsed * MB,
  external: external * MB,
  arrayBuffers: arrayBuffers * MB,
});

describe("memoryReport", () => {
  it.each([
    // rss, heapTotal, heapUsed, external, arrayBuffers, page cache bytes, database bytes → native
    { name: "PostgreSQL, empty cache", usage: usage(150, 70, 55, 10, 4), cache: 0, database: 0, native: 70 },
    { name: "PGlite: its memory is part of external", usage: usage(300, 70, 60, 150, 5), cache: 12.5 * MB, database: 130 * MB, native: 80 },
    { name: "native never negative", usage: usage(100, 80, 60, 40, 2), cache: 0, database: 0, native: 0 },
  ])("$name", ({ usage, cache, database, native }) => {
    const report = memoryReport({ pageCache: { size: 3, bytes: cache }, databaseBytes: () => database }, usage);
    expect(report).toMatchObject({
      rssMb: usage.rss / MB,
      heapTotalMb: usage.heapTotal / MB,
      heapUsedMb: usage.heapUsed / MB,
      externalMb: usage.external / MB,
      pageCacheMb: cache / MB,
      pageCacheEntries: 3,
      databaseMb: database / MB,
      nativeMb: native,
    });
  });

  it("reports a server without a page cache or an embedded database", () => {
    expect(memoryReport({}, usage(120, 60, 50, 5, 1))).toMatchObject({ pageCacheMb: 0, pageCacheEntries: 0, databaseMb: 0, nativeMb: 55 });
  });
});
