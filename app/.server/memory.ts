/**
 * Where the server's memory is. A shop on a 1 GB server beside its database needs to know which
 * part grows when memory does: the JavaScript heap (renders, caches held as objects), memory outside
 * it (Buffers, PGlite's WebAssembly memory), or native memory the allocator keeps (libvips, zlib).
 * `kill -USR2 <pid>` logs this report; `npm run bench` and `npm run bench:soak` read it.
 */
export type MemoryReport = {
  /** Resident set: what the operating system counts against the machine. */
  rssMb: number;
  /** V8's heap: reserved, and live after the last collection. */
  heapTotalMb: number;
  heapUsedMb: number;
  /** Memory V8 tracks outside its heap (Buffers, WebAssembly memories), and the ArrayBuffers part of it. */
  externalMb: number;
  arrayBuffersMb: number;
  /** Rendered pages kept by the page cache (their compressed bytes, in Buffers: part of `external`). */
  pageCacheMb: number;
  pageCacheEntries: number;
  /** PGlite's WebAssembly memory (part of external); 0 on PostgreSQL. */
  databaseMb: number;
  /** Resident memory that is neither heap nor external: code, thread stacks, native allocations (libvips, zlib, OpenSSL) and memory the allocator has not returned. */
  nativeMb: number;
};

export type MemorySources = {
  pageCache?: { size: number; bytes: number };
  databaseBytes?: () => number;
};

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

export function memoryReport(sources: MemorySources, usage: NodeJS.MemoryUsage = process.memoryUsage()): MemoryReport {
  return {
    rssMb: mb(usage.rss),
    heapTotalMb: mb(usage.heapTotal),
    heapUsedMb: mb(usage.heapUsed),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    pageCacheMb: mb(sources.pageCache?.bytes ?? 0),
    pageCacheEntries: sources.pageCache?.size ?? 0,
    databaseMb: mb(sources.databaseBytes?.() ?? 0),
    nativeMb: mb(Math.max(0, usage.rss - usage.heapTotal - usage.external)),
  };
}

/** The line `kill -USR2` writes: one JSON object, so scripts can find it among the request log. */
export const MEMORY_REPORT_MESSAGE = "memory report";
