import { todayIn } from "@shared/money";
import type { Clock } from "../core/clock";
import type { Logger } from "../core/logger";
import type { RetentionStorage } from "../storage";
import { scheduleDaily } from "./daily";

/** Once a day (and a minute after start): document numbers and medical notes of trips that ended 60 days ago are deleted. */
export function scheduleTravellerPurge(storage: { retention: Pick<RetentionStorage, "purgeTravellerDocuments"> }, o: { timeZone: string; clock: Clock }, logger: Pick<Logger, "info" | "error">): () => void {
  return scheduleDaily(() => {
    const now = o.clock.now();
    storage.retention
      .purgeTravellerDocuments(todayIn(o.timeZone, now), now)
      .then((bookings) => {
        if (bookings > 0) logger.info({ bookings }, "travellers' document numbers and medical notes deleted after their trips");
      })
      .catch((err) => logger.error({ err }, "deleting travellers' documents after their trips failed"));
  });
}
