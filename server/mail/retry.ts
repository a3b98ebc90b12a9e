/** When a failed message is tried again, and when it is given up. */
export interface RetryPolicy {
  /** Delay after the first failed attempt; it doubles with each further failure. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** A message this old that still fails is marked failed (at least 24 hours in production). */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

export type RetryDecision = { status: "queued"; at: Date } | { status: "failed" };

/** A 5xx reply (mailbox unknown, message refused) will be the same tomorrow: retrying only delays the warning. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * After attempt number `attempts` failed: exponential back-off from `baseMs`, capped at
 * `maxDelayMs`, with up to 10 % jitter so processes that failed together don't retry together;
 * failed once the message has waited `giveUpAfterMs`, or at once for a permanent refusal.
 */
export function afterFailure(attempts: number, createdAt: Date, now: Date, err: unknown, policy: RetryPolicy, random = Math.random): RetryDecision {
  if (isPermanent(err)) return { status: "failed" };
  if (now.getTime() - createdAt.getTime() >= policy.giveUpAfterMs) return { status: "failed" };
  const exp = Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  const delay = Math.round(exp * (1 + 0.1 * random()));
  return { status: "queued", at: new Date(now.getTime() + delay) };
}

/** One line for last_error: what the mail server or the network said. */
export function describeError(err: unknown): string {
  const e = err as { response?: unknown; code?: unknown; message?: unknown };
  const text = typeof e?.response === "string" ? e.response : typeof e?.message === "string" ? e.message : String(err);
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  return (code + text).replace(/\s+/g, " ").trim().slice(0, 500);
}

/** nodemailer's codes for "could not talk to the mail server at all" (as opposed to a refusal). */
export const UNREACHABLE_CODES = ["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS"] as const;

export function isUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown };
  return e?.responseCode === undefined && (UNREACHABLE_CODES as readonly unknown[]).includes(e?.code);
}
