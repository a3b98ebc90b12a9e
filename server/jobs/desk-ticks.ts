import type { Logger } from "../core/logger";
import type { BookingStorage, DepartureStorage, MailStorage, MoneyStorage, TravellerStorage } from "../storage";
import type { Clock } from "../core/clock";
import { todayIn } from "@shared/money";
import { digestDayAt, queueMorningDigests, type DigestRun } from "../digest/morning-digest";
import { offerRound, type OfferRoundStorage } from "../use-cases/offer-freed-places";

export interface DeskTicks {
  /** One round now (the tests call it); resolves when it is done. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * The desk's clock-driven work, in every process, now and every `everyMs` (DESK_TICK_MS, 30 s by
 * default): follow-ups whose time came are recorded on their timelines (and announced to the live desks), the visitors' payment
 * reminders of the day and the traveller details reminders are queued (each once, storage/money/reminders.ts,
 * storage/travellers/traveller-reminders.ts), offers of places lapse and freed places are offered to
 * the line (server/use-cases/offer-freed-places.ts), and from 08:00 in
 * DESK_TIMEZONE the day's morning digests are queued. Each process queues a day's digests once,
 * at its first round from 08:00 (a process started at 09:30 catches up that day, never an earlier
 * one); the digest_sends key keeps it to one per person however many processes or restarts.
 */
export function startDeskTicks(
  storage: { bookings: Pick<BookingStorage, "reachFollowUps">; mail: Pick<MailStorage, "digestRecipients" | "digestContent" | "queueDigest">; money: Pick<MoneyStorage, "queuePaymentReminders">; travellers: Pick<TravellerStorage, "queueTravellerReminders">; departures?: Pick<DepartureStorage, "departuresToOffer">; changes?: OfferRoundStorage["changes"] },
  logger: Pick<Logger, "warn" | "info" | "debug">,
  opts: DigestRun & { onQueued?: () => void; everyMs: number; clock: Clock },
): DeskTicks {
  let digestsDoneFor: string | undefined;
  let running: Promise<void> | undefined;
  const round = async () => {
    const now = opts.clock.now();
    try {
      await storage.bookings.reachFollowUps(now);
    } catch (err) {
      logger.warn({ err }, "recording due follow-ups failed");
    }
    try {
      const reminded = await storage.money.queuePaymentReminders(todayIn(opts.timeZone, now), opts.timeZone, opts.messageIdDomain);
      if (reminded > 0) opts.onQueued?.();
    } catch (err) {
      logger.warn({ err }, "queueing payment reminders failed");
    }
    try {
      const reminded = await storage.travellers.queueTravellerReminders(todayIn(opts.timeZone, now), opts.messageIdDomain);
      if (reminded > 0) opts.onQueued?.();
    } catch (err) {
      logger.warn({ err }, "queueing traveller details reminders failed");
    }
    try {
      // Offers past their end lapse and pass on; places freed by a quote expiring go to the line.
      const offered = storage.departures && storage.changes ? await offerRound({ departures: storage.departures, changes: storage.changes }, todayIn(opts.timeZone, now), opts.messageIdDomain) : 0;
      if (offered > 0) opts.onQueued?.();
    } catch (err) {
      logger.warn({ err }, "offering freed places to the line failed");
    }
    const day = digestDayAt(now, opts.timeZone);
    if (!day || day === digestsDoneFor) return;
    try {
      const queued = await queueMorningDigests(storage, now, opts);
      digestsDoneFor = day;
      if (queued > 0) {
        logger.info({ day, queued }, "morning digests queued");
        opts.onQueued?.();
      }
    } catch (err) {
      logger.warn({ err }, "queueing the morning digests failed; trying again at the next round");
    }
  };
  // The debug line tells a test watching the process that a whole round has run.
  const runNow = () => (running ??= round().finally(() => ((running = undefined), logger.debug("desk round done"))));
  const first = setTimeout(() => void runNow(), 0);
  const timer = setInterval(() => void runNow(), opts.everyMs);
  first.unref();
  timer.unref();
  return {
    runNow,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
