/**
 * Dispatched on `document` once React has hydrated the page and read the stored cart: the early
 * script of catalogue pages (app/.server/deferred-scripts.ts) then replays the taps it held.
 */
export const HYDRATED_EVENT = "haat:hydrated";
