import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from "@shared/bot-signals";

/**
 * Invisible anti-automation for the enquiry form (field names in shared/bot-signals.ts). A
 * submission that fills the honeypot, or arrives faster than a person can type, is marked suspect
 * with the reason: it is stored all the same (an autofilling person must never lose an enquiry),
 * answered like any other, and kept out of the desk's lists and the mail until staff release it.
 * Clients that send neither field (API callers) are judged by validation and the rate limit alone.
 */
export type BotSignal = "honeypot" | "too-fast";

export function botSignal(body: unknown): BotSignal | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as Record<string, unknown>;
  const trap = b[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && String(trap).trim() !== "") return "honeypot";
  const fill = b[FILL_TIME_FIELD];
  if (typeof fill === "number" && Number.isFinite(fill) && fill < MIN_FILL_MS) return "too-fast";
  return undefined;
}
