import type { Logger } from "../core/logger";
import type { ClaimedMail, MailStorage } from "../storage";
import { afterFailure, DEFAULT_RETRY, describeError, isUnreachable, UNREACHABLE_CODES, type RetryPolicy } from "./retry";
import type { MailTransport } from "./transport";
import type { MailAbout } from "./eml-files";
import type Mail from "nodemailer/lib/mailer";
import type { ComposerContext } from "./composer";
import { mailComposers } from "./composers";

export interface OutboxWorkerOptions extends ComposerContext {
  /** The outbox, and what each kind of e-mail is composed from (see ComposerContext). */
  storage: ComposerContext["storage"] & {
    mail: Pick<MailStorage, "claimDueMail" | "markMailsSent" | "markMailUnsent" | "retryUnreachableMailNow">;
  };
  transport: MailTransport;
  logger: Logger;
  /** How often the outbox is checked when nothing wakes the worker. */
  pollMs?: number;
  /** Messages claimed (and sent side by side) at once. */
  batchSize?: number;
  /** How long a claim lasts; a message whose process died is retried after it. */
  leaseMs?: number;
  /**
   * While enquiries keep arriving, how long to let their messages gather before the next claim
   * (50 ms unless set). Without it, every enquiry stored during a claim made the loop go round at
   * once for its two messages: two more round trips to the database per enquiry under load.
   */
  lingerMs?: number;
  /**
   * A burst: this many enquiries stored by this process within one second (20 unless set). No
   * person-made traffic of this site comes near it; a campaign's spike or a flood does.
   */
  burstEnquiries?: number;
  /** During a burst, at most one batch per this many ms (1,000 unless set). */
  burstIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
}

export interface OutboxWorker {
  /** Look at the outbox now (an enquiry was just stored). */
  wake(): void;
  /** No more claims; waits up to `graceMs` for the sends in progress, whose claims otherwise lapse and are retried. */
  stop(graceMs: number): Promise<void>;
}

/**
 * The delivery loop, one per server process. It claims due messages (SKIP LOCKED, so processes
 * never take the same one), sends them outside any transaction, then records sent, or the next
 * attempt with the error, or failed. A message is only lost to a crash between the mail server's
 * acceptance and the `sent` update: it is then sent again with the same Message-ID.
 */
/** What a log line about one message names. */
const logFields = (m: ClaimedMail) => ({ mailId: m.id, kind: m.kind, bookingId: m.booking?.id, attempt: m.attempts });

export function startOutboxWorker(o: OutboxWorkerOptions): OutboxWorker {
  const pollMs = o.pollMs ?? 5_000;
  const batchSize = o.batchSize ?? 10;
  const leaseMs = o.leaseMs ?? 120_000;
  const lingerMs = o.lingerMs ?? 50;
  const burstIntervalMs = o.burstIntervalMs ?? 1_000;
  const arrivals = arrivalWindow(o.burstEnquiries ?? 20, 1_000);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...o.retry };
  const log = o.logger.child({ component: "mail" });
  const composers = mailComposers();

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** Messages are due now (the mail server is back): claim again at once. */
  let again = false;
  /** An enquiry was stored while a claim ran. */
  let woken = false;
  /** The next claim is already set (a linger, or a burst's pace); a wake needn't bring it forward. */
  let lingering = false;
  let stopped = false;
  /** Set when the mail server could not be reached; the next successful send ends the outage. */
  let outage = false;

  /** Sends one claimed message; true when the mail server accepted it (recordSent records it). */
  async function deliver(m: ClaimedMail): Promise<boolean> {
    const compose = composers.get(m.kind);
    // A kind with no composer will have none at the next attempt either: it fails as one that cannot be written.
    const composed = compose ? await compose(m, o) : { failed: new Error(`no composer for the kind "${m.kind}"`) };
    if ("suppressed" in composed) {
      await o.storage.mail.markMailUnsent(m.id, m.attempts, "suppressed", composed.suppressed);
      return false;
    }
    if ("failed" in composed) {
      log.error({ ...logFields(m), err: composed.failed }, "mail could not be composed");
      await o.storage.mail.markMailUnsent(m.id, m.attempts, "failed", `Not sent: ${describeError(composed.failed)}`);
      return false;
    }
    return send(m, composed.mail, { bookingIds: composed.bookingIds });
  }

  /** Hands a composed message to the mail server; records a failure's next attempt, or its end. */
  async function send(m: ClaimedMail, message: Mail.Options, about: MailAbout): Promise<boolean> {
    const meta = logFields(m);
    try {
      await o.transport.send(message, about);
    } catch (err) {
      if (isUnreachable(err)) outage = true;
      const decision = afterFailure(m.attempts, m.createdAt, new Date(), err, policy);
      const error = describeError(err);
      if (decision.status === "failed") {
        log.error({ ...meta, error }, "mail given up");
        await o.storage.mail.markMailUnsent(m.id, m.attempts, "failed", error);
      } else {
        log.warn({ ...meta, error, next: decision.at }, "mail not sent, will retry");
        await o.storage.mail.markMailUnsent(m.id, m.attempts, "queued", error, decision.at);
      }
      return false;
    }
    if (outage) {
      outage = false;
      const due = await o.storage.mail.retryUnreachableMailNow(UNREACHABLE_CODES);
      if (due > 0) {
        log.info({ due }, "mail server reachable again: retrying the waiting messages now");
        again = true;
      }
    }
    return true;
  }

  /**
   * The batch's accepted messages, recorded in one statement. A crash before it means they are
   * sent again, with the same Message-IDs (as a crash between acceptance and a per-message record).
   */
  async function recordSent(sent: ClaimedMail[]): Promise<void> {
    const marked = new Set(await o.storage.mail.markMailsSent(sent.map((m) => ({ id: m.id, attempts: m.attempts }))));
    for (const m of sent) {
      const meta = logFields(m);
      if (marked.has(m.id)) log.info(meta, "mail sent");
      // Our lease ran out during the send and another process took the message over.
      else log.warn(meta, "mail sent after its claim lapsed; a duplicate with the same Message-ID is possible");
    }
  }

  /**
   * Claims and sends until nothing more is due; returns the wait before the next claim when it
   * stopped because enquiries are arriving in a burst. Answering the burst comes first: every
   * batch sent in it would take CPU from the enquiries still waiting for their 201, while a
   * backlog of e-mails waits at no cost and goes out at full speed once the burst is over.
   */
  async function drain(): Promise<number | undefined> {
    for (;;) {
      again = false;
      const batch = await o.storage.mail.claimDueMail(batchSize, leaseMs);
      const accepted = await Promise.all(
        batch.map((m) =>
          deliver(m).catch((err) => {
            log.error({ mailId: m.id, err }, "recording a mail result failed");
            return false;
          }),
        ),
      );
      await recordSent(batch.filter((_, i) => accepted[i])).catch((err) => log.error({ err }, "recording sent mail failed"));
      if (stopped || (batch.length < batchSize && !again)) return undefined;
      if (arrivals.full(Date.now())) return burstIntervalMs;
    }
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick(): void {
    lingering = false;
    if (stopped) return;
    if (running) {
      woken = true;
      return;
    }
    woken = false;
    running = drain()
      .catch((err): undefined => void log.warn({ err }, "mail outbox check failed"))
      .then((paced) => {
        running = undefined;
        if (stopped) return;
        const burst = arrivals.full(Date.now());
        lingering = paced !== undefined || woken;
        schedule(paced ?? (woken ? (burst ? burstIntervalMs : lingerMs) : pollMs));
      });
  }

  log.info({ transport: o.transport.describe }, "mail delivery started");
  schedule(0);

  return {
    wake: () => {
      if (stopped) return;
      const now = Date.now();
      arrivals.add(now);
      if (running) woken = true;
      else if (lingering) return;
      else if (arrivals.full(now)) {
        lingering = true;
        schedule(burstIntervalMs);
      } else schedule(0);
    },
    stop: async (graceMs) => {
      stopped = true;
      clearTimeout(timer);
      if (running) {
        let t: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise<void>((r) => (t = setTimeout(r, graceMs)))]);
        clearTimeout(t);
      }
      o.transport.close();
    },
  };
}

/**
 * The times of the last `size` arrivals; `full(now)` when all of them fall within `windowMs`
 * before now, i.e. at least `size` arrivals in the window. Constant time and memory however
 * fast they come.
 */
export function arrivalWindow(size: number, windowMs: number) {
  const times = new Array<number>(size).fill(-Infinity);
  let next = 0;
  return {
    add(at: number): void {
      times[next] = at;
      next = (next + 1) % size;
    },
    /** The oldest of the last `size` arrivals is the slot written next. */
    full: (now: number): boolean => times[next] > now - windowMs,
  };
}
