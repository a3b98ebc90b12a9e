import { MAX_INT } from "@shared/schema";
import type { BookingView } from "@shared/booking-views";

/** The column a view is ordered by: newest arrivals first, or the earliest reply deadline first. */
export type OrderKey = "createdAt" | "dueAt";

export function viewOrder(view: BookingView): OrderKey {
  return view === "needs-reply" || view === "overdue" ? "dueAt" : "createdAt";
}

/** Where the next page of a view starts: the last row's order key and id. */
export interface BookingCursor {
  key: OrderKey;
  at: Date;
  id: number;
  /** The total counted for the first page, carried along so later pages need no count. */
  total?: number;
}

const KEY_CODES: Record<OrderKey, string> = { createdAt: "c", dueAt: "d" };

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
  const n = Number(id);
  const t = total ? Number(total) : undefined;
  if (!iso || Number.isNaN(at.getTime()) || !/^\d+$/.test(id) || n < 1 || n > MAX_INT) return undefined;
  if (t !== undefined && (!Number.isSafeInteger(t) || t < 0)) return undefined;
  return { key, at, id: n, total: t };
}
