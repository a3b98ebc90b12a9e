import { MAX_INT } from "@shared/requests/enquiry";
import type { BookingView } from "@shared/booking-views";

/**
 * The column a view is ordered by: newest arrivals first, or the earliest reply deadline or follow-up
 * first. The waiting list's order (a place free first, then departure and line) moves as places
 * free up, so it pages by offset: its cursor's id is the next page's offset.
 */
export type OrderKey = "createdAt" | "replyDueAt" | "followUpAt" | "paymentDueOn" | "refundDueBy" | "waitlist" | "tripStart";

export function viewOrder(view: BookingView): OrderKey {
  if (view === "follow-up") return "followUpAt";
  if (view === "payment-due" || view === "payment-overdue") return "paymentDueOn";
  if (view === "refund-due") return "refundDueBy";
  if (view === "waitlist") return "waitlist";
  // Details missing: earliest start first, paged by offset like the waiting list (the start is not a booking column).
  if (view === "details-missing") return "tripStart";
  return view === "needs-reply" || view === "overdue" ? "replyDueAt" : "createdAt";
}

/** Whether an order key is a day (a date column, kept in a cursor as that day's midnight UTC). */
export function isDayKey(key: OrderKey): key is "paymentDueOn" | "refundDueBy" {
  return key === "paymentDueOn" || key === "refundDueBy";
}

/** Where the next page of a view starts: the last row's order key and id. */
export interface BookingCursor {
  key: OrderKey;
  at: Date;
  id: number;
  /** The total counted for the first page, carried along so later pages need no count. */
  total?: number;
}

/** The last moment of year 9999: later (or signed, six-digit) ISO years are not PostgreSQL timestamps. */
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const KEY_CODES: Record<OrderKey, string> = { createdAt: "c", replyDueAt: "d", followUpAt: "f", paymentDueOn: "p", refundDueBy: "r", waitlist: "w", tripStart: "t" };

export function encodeCursor(c: BookingCursor): string {
  return Buffer.from(`${KEY_CODES[c.key]}|${c.at.toISOString()}|${c.id}|${c.total ?? ""}`).toString("base64url");
}

/**
 * Reads a cursor for `view`; undefined when it is malformed or was made for a view ordered by the
 * other key (its position would mean nothing there).
 */
export function decodeCursor(s: string, view: BookingView): BookingCursor | undefined {
  const parts = Buffer.from(s, "base64url").toString("utf8").split("|");
  if (parts.length !== 4) return undefined;
  const [code, iso, id, total] = parts;
  const key = viewOrder(view);
  if (code !== KEY_CODES[key]) return undefined;
  const at = new Date(iso);
  const time = at.getTime();
  const n = Number(id);
  const t = total ? Number(total) : undefined;
  // Only what encodeCursor wrote: an exact ISO time PostgreSQL can hold, an integer id.
  if (!iso || Number.isNaN(time) || time < 0 || time > LATEST || at.toISOString() !== iso) return undefined;
  if (!/^\d{1,10}$/.test(id) || n < 1 || n > MAX_INT) return undefined;
  if (t !== undefined && (!Number.isSafeInteger(t) || t < 0)) return undefined;
  return { key, at, id: n, total: t };
}
