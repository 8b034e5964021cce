// One Idempotency-Key per checkout attempt: a retry of the same request (double click, lost
// response, reload) reuses it, so the server returns the first order instead of placing another.
// Kept in sessionStorage so it survives a reload of the tab, and only for as long as the body is unchanged.

const STORAGE_KEY = "checkout-attempt";
let memory: { key: string; body: string } | undefined;

function read(): { key: string; body: string } | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === "object" && "key" in parsed && "body" in parsed) {
      const { key, body } = parsed;
      if (typeof key === "string" && typeof body === "string") return { key, body };
    }
  } catch {
    // Storage blocked (private mode) or tampered: fall back to memory.
  }
  return memory;
}

function write(value: { key: string; body: string } | undefined) {
  memory = value;
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Memory still holds it for this page.
  }
}

// crypto.randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Idempotency-Key for sending this exact body: the previous one if the body is unchanged, else a new one. */
export function idempotencyKeyFor(body: string): string {
  const current = read();
  if (current && current.body === body) return current.key;
  const key = newKey();
  write({ key, body });
  return key;
}

/** Ends the attempt after the order was placed, so the next checkout gets a new key. */
export function endCheckoutAttempt() {
  write(undefined);
}
