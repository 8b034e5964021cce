// "Try again later" sentences for rate-limited shoppers. Each plural form is a whole sentence (no
// number glued into a fragment), chosen by Intl.PluralRules, so a Bangla catalogue can give its own.

type Plural = { one: (n: number) => string; other: (n: number) => string };

const PLURALS = new Intl.PluralRules("en");

function sentence(forms: Plural, n: number): string {
  return PLURALS.select(n) === "one" ? forms.one(n) : forms.other(n);
}

const TOO_MANY_ORDERS: Plural = {
  one: () => "Too many orders from your connection. Please try again in 1 minute.",
  other: (n) => `Too many orders from your connection. Please try again in ${n} minutes.`,
};

const TOO_MANY_LOOKUPS: Plural = {
  one: () => "Too many lookups. Please try again in 1 second.",
  other: (n) => `Too many lookups. Please try again in ${n} seconds.`,
};

const ACCOUNT_LOCKED: Plural = {
  one: () => "Too many failed sign-in attempts for this account. Try again in 1 minute.",
  other: (n) => `Too many failed sign-in attempts for this account. Try again in ${n} minutes.`,
};

const BROWSER_LOCKED: Plural = {
  one: () => "Too many failed sign-in attempts from this browser. Try again in 1 minute.",
  other: (n) => `Too many failed sign-in attempts from this browser. Try again in ${n} minutes.`,
};

/** The sign-in 429 message for a locked account (or, with `knownBrowser`, a locked browser), in whole minutes (at least 1). */
export function tooManySignInsMessage(retryAfterSeconds: number, knownBrowser: boolean): string {
  return sentence(knownBrowser ? BROWSER_LOCKED : ACCOUNT_LOCKED, Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** The order API's 429 message for a wait of `retryAfterSeconds`, rounded up to whole minutes (at least 1). */
export function tooManyOrdersMessage(retryAfterSeconds: number): string {
  return sentence(TOO_MANY_ORDERS, Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** The track page's 429 message for a wait of `retryAfterSeconds` (whole seconds, at least 1). */
export function tooManyLookupsMessage(retryAfterSeconds: number): string {
  return sentence(TOO_MANY_LOOKUPS, Math.max(1, Math.ceil(retryAfterSeconds)));
}
