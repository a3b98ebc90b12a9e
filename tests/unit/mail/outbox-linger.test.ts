import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../../server/logger";
import { startOutboxWorker, type OutboxWorker } from "../../../server/mail/outbox-worker";
import type { ClaimedMail } from "../../../server/storage";

const CLAIM_MS = 10;
const LINGER_MS = 50;

/**
 * An outbox in memory whose claims take CLAIM_MS, like a round trip to the database, and a mail
 * server that accepts everything. Messages carry no booking, so each is recorded as not sent:
 * what is counted here is how often the worker goes to the database, not what it sends.
 */
function fakeOutbox() {
  const due: ClaimedMail[] = [];
  const claims: { at: number; size: number }[] = [];
  let next = 1;
  return {
    due,
    claims,
    enquiry() {
      for (const kind of ["acknowledgement", "staff-alert"] as const) {
        due.push({ id: next++, kind, toAddress: "meera@example.com", messageId: `<m${next}@example.com>`, attempts: 1, createdAt: new Date() });
      }
    },
    storage: {
      claimDueMail: async (limit: number) => {
        await new Promise((r) => setTimeout(r, CLAIM_MS));
        const batch = due.splice(0, limit);
        claims.push({ at: Date.now(), size: batch.length });
        return batch;
      },
      markMailsSent: async (sent: { id: number }[]) => sent.map((m) => m.id),
      markMailUnsent: async () => true,
      retryUnreachableMailNow: async () => 0,
    },
  };
}

describe("the delivery loop while enquiries keep arriving", () => {
  let worker: OutboxWorker | undefined;
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-23T09:00:00Z") }));
  afterEach(async () => {
    const stopping = worker?.stop(0);
    await vi.advanceTimersByTimeAsync(CLAIM_MS);
    await stopping;
    vi.useRealTimers();
  });

  function start(outbox: ReturnType<typeof fakeOutbox>) {
    worker = startOutboxWorker({
      storage: outbox.storage,
      transport: { send: async () => {}, close: () => {}, describe: "test" },
      logger: createLogger("silent"),
      from: { name: "Inner Light Journeys", address: "hello@innerlight.test" },
      baseUrl: "https://innerlight.test",
      pollMs: 60_000,
      lingerMs: LINGER_MS,
      batchSize: 100,
    });
    return worker;
  }

  it("when an enquiry arrives on a quiet site, then its messages are claimed at once", async () => {
    const outbox = fakeOutbox();
    const w = start(outbox);
    await vi.advanceTimersByTimeAsync(CLAIM_MS); // the start-up check finds nothing
    const claimsBefore = outbox.claims.length;
    const t0 = Date.now();
    outbox.enquiry();
    w.wake();
    await vi.advanceTimersByTimeAsync(CLAIM_MS);
    expect(outbox.claims.slice(claimsBefore)).toEqual([{ at: t0 + CLAIM_MS, size: 2 }]);
  });

  it("when an enquiry arrives every 2 ms for a second, then messages gather for the linger between claims instead of one claim each", async () => {
    const outbox = fakeOutbox();
    const w = start(outbox);
    await vi.advanceTimersByTimeAsync(CLAIM_MS);
    const claimsBefore = outbox.claims.length;
    for (let ms = 0; ms < 1000; ms += 2) {
      outbox.enquiry();
      w.wake();
      await vi.advanceTimersByTimeAsync(2);
    }
    await vi.advanceTimersByTimeAsync(LINGER_MS + CLAIM_MS);
    const claims = outbox.claims.slice(claimsBefore).filter((c) => c.size > 0);
    // Back to back, claims of CLAIM_MS would number about 100; with the linger, one per 60 ms.
    expect(claims.length).toBeLessThanOrEqual(Math.ceil(1000 / (LINGER_MS + CLAIM_MS)) + 2);
    expect(claims.reduce((n, c) => n + c.size, 0)).toBe(1000);
    expect(outbox.due).toHaveLength(0);
  });
});
