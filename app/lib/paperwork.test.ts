import { describe, expect, it } from "vitest";
import {
  collectLine,
  courierAmount,
  courierCsvHref,
  invoiceFit,
  labelItems,
  MAX_PAPERWORK_ORDERS,
  moreItemsLine,
  oneLineAddress,
  parsePaperworkIds,
  printHref,
} from "./paperwork";

const A = "0b6f1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const B = "1c7a2b63-4d5e-4f60-9b0c-1d2e3f4a5b6c";

describe("parsePaperworkIds", () => {
  it.each([
    ["comma separated, in order", `ids=${B},${A}`, [B, A]],
    ["repeated parameter", `ids=${A}&ids=${B}`, [A, B]],
    ["repeats dropped, case folded, blanks ignored", `ids=${A.toUpperCase()},,${A}, ${B}`, [A, B]],
    ["none", "", null],
    ["empty", "ids=", null],
    ["not a uuid", `ids=${A},42`, null],
    ["SQL in the list", `ids=${A}';drop table orders;--`, null],
  ])("%s", (_name, query, expected) => {
    expect(parsePaperworkIds(new URLSearchParams(query))).toEqual(expected);
  });

  it("refuses more than the most orders one page takes", () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    const many = Array.from({ length: MAX_PAPERWORK_ORDERS + 1 }, (_, n) => id(n));
    expect(parsePaperworkIds(new URLSearchParams({ ids: many.slice(0, -1).join(",") }))).toHaveLength(MAX_PAPERWORK_ORDERS);
    expect(parsePaperworkIds(new URLSearchParams({ ids: many.join(",") }))).toBeNull();
  });

  it("reads back what printHref and courierCsvHref write", () => {
    for (const href of [printHref([A, B], "label"), courierCsvHref([A, B], "pathao")]) {
      expect(parsePaperworkIds(new URL(href, "http://shop.test").searchParams)).toEqual([A, B]);
    }
    expect(printHref([A], "invoice")).toBe(`/admin/orders/print?ids=${A}&layout=invoice`);
    expect(courierCsvHref([A], "steadfast")).toBe(`/admin/orders/courier.csv?ids=${A}&courier=steadfast`);
  });
});

describe("collectLine", () => {
  it.each([
    [151000, "Collect ৳1,510.00 (Cash on Delivery)"],
    [6050, "Collect ৳60.50 (Cash on Delivery)"],
    [123456789, "Collect ৳1,234,567.89 (Cash on Delivery)"],
  ])("%i poisha → %s", (poisha, line) => {
    expect(collectLine(poisha)).toBe(line);
  });
});

describe("labelItems", () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [10, 10, 0],
    [11, 10, 1],
    [50, 10, 40],
  ])("%i lines: %i shown, %i more", (n, shown, more) => {
    const result = labelItems(items(n));
    expect(result.shown).toEqual(items(shown));
    expect(result.more).toBe(more);
  });

  it("says how many more in the right number", () => {
    expect(moreItemsLine(1)).toBe("+1 more item");
    expect(moreItemsLine(40)).toBe("+40 more items");
  });
});

describe("invoiceFit", () => {
  it.each([
    [1, 7, false],
    [18, 7, false],
    [19, 7, true],
    [20, 7, true],
    [30, 4.66, true],
    [50, 2.8, true],
  ])("%i lines: rows of %f mm, compact %s", (lines, rowMm, compact) => {
    expect(invoiceFit(lines)).toEqual({ rowMm, compact });
  });

  it("fits every order size into the table's 140 mm (the largest order is 50 lines)", () => {
    for (let n = 1; n <= 50; n++) expect(invoiceFit(n).rowMm * n, `${n} lines`).toBeLessThanOrEqual(140);
  });
});

describe("courierAmount", () => {
  it.each([
    [151000, "1510"],
    [151050, "1510.50"],
    [5, "0.05"],
    [0, "0"],
  ])("%i poisha → %s", (poisha, text) => {
    expect(courierAmount(poisha)).toBe(text);
  });
});

describe("oneLineAddress", () => {
  it.each([
    ["adds area and district", "House 7, Road 3", "Mirpur", "Dhaka", "House 7, Road 3, Mirpur, Dhaka"],
    ["does not repeat what the address says", "House 12, Road 5, Dhanmondi, Dhaka 1205", "Dhanmondi", "Dhaka", "House 12, Road 5, Dhanmondi, Dhaka 1205"],
    ["no area", "Zindabazar, House 23", null, "Sylhet", "Zindabazar, House 23, Sylhet"],
    ["joins lines", "Flat 4B\n  House 9\nRoad 2", null, "Khulna", "Flat 4B, House 9, Road 2, Khulna"],
  ])("%s", (_name, address, area, district, line) => {
    expect(oneLineAddress(address, area, district)).toBe(line);
  });
});
