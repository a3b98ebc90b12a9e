import type { Storage } from "../storage";
import { deskDay } from "../visits/desk-day";
import { deskClock } from "./desk-time";
import { hasDigest } from "./render-digest";

/** The hour, in DESK_TIMEZONE, from which the day's digest goes out. */
export const DIGEST_HOUR = 8;

/** The desk day whose digest is due at `now` (from 08:00 on), or undefined before 08:00. */
export function digestDayAt(now: Date, timeZone: string): string | undefined {
  return deskClock(now, timeZone).hour >= DIGEST_HOUR ? deskDay(timeZone, now) : undefined;
}

export interface DigestRun {
  timeZone: string;
  /** The domain of the digests' Message-IDs. */
  messageIdDomain: string;
}

/**
 * Queues `now`'s day's digest for each person who has anything due and has had none that day;
 * answers how many this call queued. Safe to run in several processes at once: the digest_sends key
 * lets one of them queue each person's digest.
 */
export async function queueMorningDigests(
  storage: Pick<Storage, "digestRecipients" | "digestContent" | "queueDigest">,
  now: Date,
  run: DigestRun,
): Promise<number> {
  const day = deskDay(run.timeZone, now);
  let queued = 0;
  for (const r of await storage.digestRecipients(day)) {
    const content = await storage.digestContent(r.userId, now, run.timeZone);
    if (!content || !hasDigest(content)) continue;
    if (await storage.queueDigest(r, day, run.messageIdDomain)) queued++;
  }
  return queued;
}
