/**
 * Invisible anti-automation for the enquiry form. The form carries a honeypot field ("website")
 * that people never see, and how long the form was open ("formFillMs"). A submission that fills
 * the honeypot, or arrives faster than a person can type, is a bot: it gets the normal success
 * answer, so it learns nothing, but nothing is stored. Clients that send neither field (API
 * callers) are judged by validation and the rate limit alone.
 */
export const HONEYPOT_FIELD = "website";
export const FILL_TIME_FIELD = "formFillMs";
export const MIN_FILL_MS = 3_000;

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
