import type { MailStorage } from "../storage";
import { deskDay, timeIn } from "@shared/desk-clock";
import { hasDigest } from "@shared/digest-content";

/** The hour, in DESK_TIMEZONE, from which the day's digest goes out. */
/** The wall time in DESK_TIMEZONE from which the day's digest is due. */
export const DIGEST_TIME = "08:00";

/** The desk day whose digest is due at `now` (from 08:00 on), or undefined before 08:00. */
export function digestDayAt(now: Date, timeZone: string): string | undefined {
  return timeIn(now, timeZone) >= DIGEST_TIME ? deskDay(now, timeZone) : undefined;
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
  storage: { mail: Pick<MailStorage, "digestRecipients" | "digestContent" | "queueDigest"> },
  now: Date,
  run: DigestRun,
): Promise<number> {
  const day = deskDay(now, run.timeZone);
  let queued = 0;
  for (const r of await storage.mail.digestRecipients(day)) {
    const content = await storage.mail.digestContent(r.userId, now, run.timeZone);
    if (!content || !hasDigest(content)) continue;
    if (await storage.mail.queueDigest(r, day, run.messageIdDomain)) queued++;
  }
  return queued;
}
