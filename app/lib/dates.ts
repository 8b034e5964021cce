// Dates are shown in Bangladesh time whatever the server's or browser's zone, so the server HTML
// and the hydrated page always agree.
const DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", day: "numeric", month: "long", year: "numeric" });

/** A calendar date in Bangladesh time: "5 March 2024". */
export function formatDate(value: Date | string): string {
  return DATE.format(typeof value === "string" ? new Date(value) : value);
}
