// The order desk's shared rules (browser and server): cancel reasons, the tunables' defaults, flags
// and the words the desk shows for them.

export const CANCEL_REASONS = ["fake_order", "customer_cancelled", "could_not_reach", "duplicate", "out_of_stock", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  fake_order: "Fake order",
  customer_cancelled: "Customer cancelled",
  could_not_reach: "Could not reach",
  duplicate: "Duplicate",
  out_of_stock: "Out of stock",
  other: "Other",
};

export function isCancelReason(x: unknown): x is CancelReason {
  return typeof x === "string" && (CANCEL_REASONS as readonly string[]).includes(x);
}

/**
 * The desk's rules. DESK_DEFAULTS are a new shop's (and the database columns' defaults); an admin
 * changes them on Admin → Settings, and the server reads the values in force through
 * getDeskSettings (app/.server/desk/settings.ts).
 */
export type DeskSettings = {
  /** "No answer" attempts after which the desk suggests cancelling. */
  callAttemptsBeforeCancel: number;
  /** Poor record: at least this many cancelled (or returned) orders… */
  poorRecordMinBad: number;
  /** …making up at least this share of the phone's finished orders. */
  poorRecordMinShare: number;
};

export const DESK_DEFAULTS: DeskSettings = {
  callAttemptsBeforeCancel: 3,
  poorRecordMinBad: 2,
  poorRecordMinShare: 0.5,
};

/** Statuses that end an order. */
export const FINISHED_STATUSES = ["delivered", "cancelled", "returned"] as const;
/** Finished badly: the order called off, or the parcel refused and brought back. */
export const BAD_STATUSES = ["cancelled", "returned"] as const;
/** Still to be delivered. */
export const OPEN_STATUSES = ["pending", "confirmed", "processing", "shipped"] as const;

/** Orders placed, delivered, cancelled and returned from one phone. */
export type PhoneHistory = {
  placed: number;
  delivered: number;
  cancelled: number;
  returned: number;
};

/**
 * "5 orders · 3 delivered · 1 cancelled", with " · 1 returned" when a parcel came back, or "First
 * order" for a phone with only this one.
 */
export function historyLine(h: PhoneHistory): string {
  if (h.placed <= 1) return "First order";
  const line = `${h.placed} orders · ${h.delivered} delivered · ${h.cancelled} cancelled`;
  return h.returned > 0 ? `${line} · ${h.returned} returned` : line;
}

export type FlagKind = "blocked" | "poor_record" | "duplicate" | "burst";
export type OrderFlag = { kind: FlagKind; reason: string };

export const FLAG_LABELS: Record<FlagKind, string> = {
  blocked: "Blocked phone",
  poor_record: "Poor record",
  duplicate: "Possible duplicate",
  burst: "Burst",
};

/** What the server measures for one order; flagsOf turns it into flags with their reasons. */
export type FlagFacts = {
  blockedReason: string | null;
  history: PhoneHistory;
  /** The phone's finished orders (delivered, cancelled or returned). */
  finished: number;
  duplicateOf: string | null;
  burstPhone: number;
  burstClient: number;
};

/** True when a phone's record is poor under the thresholds (bad orders count and share of finished ones). */
export function isPoorRecord(bad: number, finished: number, settings: DeskSettings): boolean {
  return bad >= settings.poorRecordMinBad && finished > 0 && bad >= settings.poorRecordMinShare * finished;
}

/** More than this many orders within an hour, from one phone or one client address, is a burst. */
export const BURST_LIMIT = 3;

/** An order's flags, each with its reason in words. */
export function flagsOf(facts: FlagFacts, settings: DeskSettings): OrderFlag[] {
  const flags: OrderFlag[] = [];
  if (facts.blockedReason !== null)
    flags.push({
      kind: "blocked",
      reason: `This phone is blocked: ${facts.blockedReason}`,
    });
  const bad = facts.history.cancelled + facts.history.returned;
  if (isPoorRecord(bad, facts.finished, settings)) {
    flags.push({
      kind: "poor_record",
      reason:
        facts.history.returned > 0
          ? `${bad} of this phone's ${facts.finished} finished orders were cancelled or returned`
          : `${bad} of this phone's ${facts.finished} finished orders were cancelled`,
    });
  }
  if (facts.duplicateOf)
    flags.push({
      kind: "duplicate",
      reason: `Same phone and product as open order ${facts.duplicateOf} within 24 hours`,
    });
  if (facts.burstPhone > BURST_LIMIT)
    flags.push({
      kind: "burst",
      reason: `${facts.burstPhone} orders from this phone within an hour`,
    });
  else if (facts.burstClient > BURST_LIMIT)
    flags.push({
      kind: "burst",
      reason: `${facts.burstClient} orders from this client address within an hour`,
    });
  return flags;
}

/** "2 attempts, last at 3:05 pm" (the time already formatted by the caller). */
export function attemptsLine(attempts: number, lastAt: string): string {
  return `${attempts} ${attempts === 1 ? "attempt" : "attempts"}, last at ${lastAt}`;
}

/** The refusal a blocked phone's checkout gets: neutral, so it says nothing about the block. */
export function blockedCheckoutMessage(storePhone: string): string {
  return `We could not place this order. Please call us at ${storePhone}.`;
}

/** The longest block reason kept. */
export const MAX_BLOCK_REASON = 300;
/** The longest staff note kept. */
export const MAX_NOTE_LENGTH = 2000;
