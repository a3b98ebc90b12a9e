import { todayIn } from "@shared/money";
import type { Clock } from "../core/clock";
import type { Logger } from "../core/logger";
import type { RetentionStorage } from "../storage";
import type { FinishScrubs } from "../erasure/scrub-owed";
import { scheduleDaily } from "./daily";

/**
 * Once a day (and a minute after start): document numbers and medical notes of trips that ended 60
 * days ago are deleted, then wiped from the database's files as an erasure's are (`afterPurge`).
 */
export function scheduleTravellerPurge(
  storage: { retention: Pick<RetentionStorage, "purgeTravellerDocuments"> },
  o: { timeZone: string; clock: Clock; afterPurge: FinishScrubs },
  logger: Pick<Logger, "info" | "error">,
): () => void {
  return scheduleDaily(() => {
    const now = o.clock.now();
    storage.retention
      .purgeTravellerDocuments(todayIn(o.timeZone, now), now)
      .then(async (bookings) => {
        if (bookings === 0) return;
        logger.info({ bookings }, "travellers' document numbers and medical notes deleted after their trips");
        await o.afterPurge();
      })
      .catch((err) => logger.error({ err }, "deleting travellers' documents after their trips failed"));
  });
}
