import { describe, expect, it } from "vitest";
import { DISTRICTS, DISTRICTS_BY_NAME, districtName } from "./districts";

describe("districts", () => {
  it("lists Bangladesh's 64 districts once each, by English and by Bangla name", () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((d) => d.en)).size).toBe(64);
    expect(new Set(DISTRICTS.map((d) => d.bn)).size).toBe(64);
  });

  it("gives every district an English name in Latin letters and a Bangla name in Bengali script", () => {
    for (const district of DISTRICTS) {
      expect(district.en).toMatch(/^[A-Z][A-Za-z' ]+$/);
      expect(district.bn).toMatch(/^[\u0980-\u09FF]+$/);
    }
  });

  it.each([
    ["Barishal", 6],
    ["Chattogram", 11],
    ["Dhaka", 13],
    ["Khulna", 10],
    ["Mymensingh", 4],
    ["Rajshahi", 8],
    ["Rangpur", 8],
    ["Sylhet", 4],
  ])("the %s division has %i districts", (division, count) => {
    expect(DISTRICTS.filter((d) => d.division === division)).toHaveLength(count);
  });

  it("includes the districts demo orders and shoppers name most", () => {
    const names = DISTRICTS.map((d) => d.en);
    for (const name of ["Dhaka", "Chattogram", "Sylhet", "Rajshahi", "Khulna", "Barishal", "Rangpur", "Cumilla", "Cox's Bazar"]) expect(names).toContain(name);
  });

  it("sorts the picker's list by English name", () => {
    expect(DISTRICTS_BY_NAME[0]?.en).toBe("Bagerhat");
    expect(DISTRICTS_BY_NAME.at(-1)?.en).toBe("Thakurgaon");
    expect(DISTRICTS_BY_NAME).toHaveLength(64);
    // What English collation gives: a renamed or added district that sorts differently fails here.
    expect(DISTRICTS_BY_NAME.map((d) => d.en)).toEqual(DISTRICTS.map((d) => d.en).sort((a, b) => a.localeCompare(b, "en")));
  });

  it("names an order's district in the page's language, and an unknown one as stored", () => {
    expect(districtName("Chattogram", "bn")).toBe("চট্টগ্রাম");
    expect(districtName("Chattogram", "en")).toBe("Chattogram");
    expect(districtName("Atlantis", "bn")).toBe("Atlantis");
  });
});
