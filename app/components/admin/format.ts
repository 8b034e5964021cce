// Bangladesh time whatever the server's or browser's zone, so server HTML and hydration agree.
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dhaka",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  // Not `hour12: true`: with en-GB that means h11 in Node's ICU ("0:30 am") and h12 in Chromium's
  // ("12:30 am"), so every page showing a time between midnight and 1 am failed to hydrate.
  hourCycle: "h12",
});

/** A moment in Bangladesh time for admin tables: "5 Mar 2024, 02:30 pm". */
export function formatDateTime(value: Date | string): string {
  return DATE_TIME.format(typeof value === "string" ? new Date(value) : value);
}

/** "1 order" / "1,234 orders": a count with the noun in the right number (both forms passed whole). */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/**
 * A count known only to be more than `n` (a search counted ten pages ahead): "200+ orders". Always the
 * plural noun: n is at least a page of rows.
 */
export function moreThanCountOf(n: number, many: string): string {
  return `${n.toLocaleString("en-US")}+ ${many}`;
}

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", hour: "2-digit", minute: "2-digit", hourCycle: "h12" });

/** A time of day in Bangladesh time: "02:30 pm". */
export function formatTime(value: Date | string): string {
  return TIME.format(typeof value === "string" ? new Date(value) : value);
}
