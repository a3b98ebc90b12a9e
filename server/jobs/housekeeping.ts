import type { Logger } from "../core/logger";
import type { RateLimitStorage, SessionStorage } from "../storage";

export const HOUSEKEEPING_EVERY_MS = 15 * 60 * 1000;

/**
 * Deletes expired sessions and rate-limit counters now and then. Every visitor address and every
 * username tried at sign-in leaves a counter row, so without this the table only grows.
 */
export function startHousekeeping(
  storage: { sessions: Pick<SessionStorage, "pruneSessions">; rateLimits: Pick<RateLimitStorage, "pruneRateLimits"> },
  logger: Pick<Logger, "warn">,
  everyMs = HOUSEKEEPING_EVERY_MS,
): () => void {
  const timer = setInterval(() => {
    storage.sessions.pruneSessions().catch((err) => logger.warn({ err }, "session prune failed"));
    storage.rateLimits.pruneRateLimits().catch((err) => logger.warn({ err }, "rate-limit prune failed"));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
