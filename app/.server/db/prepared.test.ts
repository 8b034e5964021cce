import { describe, expect, it, vi } from "vitest";
import type { Db } from "./handle";
import { prepared } from "./prepared";

describe("prepared", () => {
  // The helper never touches the database: any object stands in for a handle.
  const dbA = {} as Db;
  const dbB = {} as Db;

  it("builds a statement once per database handle and name, and hands the build its name", () => {
    const build = vi.fn((name: string) => ({ name }));
    const first = prepared(dbA, "product_by_slug_en", build);
    expect(first).toEqual({ name: "product_by_slug_en" });
    expect(prepared(dbA, "product_by_slug_en", build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    // Another name, or another handle (tests open several in one process): built again.
    expect(prepared(dbA, "product_by_slug_bn", build)).not.toBe(first);
    expect(prepared(dbB, "product_by_slug_en", build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
