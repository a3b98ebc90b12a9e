import type { Logger } from "../core/logger";
import type { Storage, VisitStorage } from "../storage";
import { dailySalt } from "./daily-salt";
import { rotatingAgents } from "./rotating-agents";
import { deskDay } from "@shared/desk-clock";
import { createVisitRecorder, type VisitRecorderOptions } from "./visit-recorder";
import { programmeTitles } from "./programme-titles";

export const ROLLUP_EVERY_MS = 15 * 60 * 1000;
/** Events of a day may still be waiting in a process's buffer for a moment after midnight. */
const ROLLUP_GRACE_MS = 5 * 60 * 1000;

export type Visits = ReturnType<typeof createVisits>;

/** The daily salt (in memory), the rotating-browser guard and the buffered recorder behind `POST /api/events`. */
export function createVisits(
  storage: Storage,
  logger: Pick<Logger, "warn">,
  o: { timeZone: string; limit: number; now?: () => Date } & Omit<VisitRecorderOptions, "limit" | "now">,
) {
  return {
    salt: dailySalt(o.timeZone, o.now),
    agents: rotatingAgents(),
    recorder: createVisitRecorder(storage.visits, logger, { ...o, now: o.now ? () => o.now!().getTime() : undefined }),
    /** The programmes' titles a beacon's programme is counted under (the rest under "other"). */
    programmes: programmeTitles(() => storage.programmes.publishedTitles()),
  };
}

/**
 * Checks every 15 minutes whether a finished day awaits its roll-up; the work itself happens once a
 * day, in whichever process takes the lock first (see rollUpVisits), and prunes roll-up rows older
 * than VISIT_RETENTION_DAYS.
 */
export function scheduleVisitRollup(
  storage: { visits: Pick<VisitStorage, "rollUpVisits"> },
  o: { timeZone: string; keepDays: number },
  logger: Pick<Logger, "warn">,
  everyMs = ROLLUP_EVERY_MS,
): () => void {
  const run = () =>
    storage.visits.rollUpVisits(deskDay(new Date(Date.now() - ROLLUP_GRACE_MS), o.timeZone), o.keepDays).catch((err) => logger.warn({ err }, "visit roll-up failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
