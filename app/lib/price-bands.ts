// Shop price filter. Bounds are whole taka and inclusive ("between low and high inclusive"), so a ৳2000 product appears under both neighbouring bands.

export type PriceBand = {
  value: string;
  label: string;
  /** Lower bound in taka, inclusive; absent for "all". */
  min?: number;
  /** Upper bound in taka, inclusive; null means no upper bound. */
  max?: number | null;
};

export const PRICE_BANDS: readonly PriceBand[] = [
  { value: "all", label: "All Prices" },
  { value: "0-2000", label: "Under ৳2000", min: 0, max: 2000 },
  { value: "2000-4000", label: "৳2000 - ৳4000", min: 2000, max: 4000 },
  { value: "4000-8000", label: "৳4000 - ৳8000", min: 4000, max: 8000 },
  { value: "8000+", label: "Over ৳8000", min: 8000, max: null },
];

/** Taka bounds (inclusive) for a price band value; null means no filter ("all", unknown or garbage). */
export function parsePriceBand(value: string | null | undefined): { min: number; max: number | null } | null {
  // Only the listed bands are accepted, so a crafted query string cannot ask for arbitrary ranges.
  const band = PRICE_BANDS.find((b) => b.value === value);
  if (band?.min === undefined) return null;
  return { min: band.min, max: band.max ?? null };
}
