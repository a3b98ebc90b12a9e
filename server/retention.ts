import type { Storage } from "./storage";
import type { Logger } from "./logger";
import type { AfterErasure } from "./forget";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One sweep: erases what is past retention (if no other process is sweeping) and records it. */
export async function sweepRetention(storage: Storage, days: number, logger: Logger, after?: AfterErasure): Promise<number[] | null> {
  const erased = await storage.eraseExpiredBookings(days);
  if (erased === null) {
    logger.info("retention sweep skipped: another process is running it");
    return null;
  }
  for (const id of erased) {
    await storage.appendAudit({ actor: "retention", action: "personal-data-erased", target: `booking ${id}`, detail: { days } });
  }
  if (erased.length) logger.info({ count: erased.length, days }, "personal data past retention erased");
  await after?.(erased);
  return erased;
}

/**
 * ENQUIRY_RETENTION_DAYS: a sweep a minute after start, then once a day. Every process schedules
 * it; the advisory lock lets one at a time do the work.
 */
export function scheduleRetention(storage: Storage, days: number | undefined, logger: Logger, after?: AfterErasure): () => void {
  if (!days) return () => {};
  const run = () => void sweepRetention(storage, days, logger, after).catch((err) => logger.warn({ err }, "retention sweep failed"));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
