import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../../server/core/logger";
import { arrivalWindow, startOutboxWorker, type OutboxWorker } from "../../../server/mail/outbox-worker";
import type { ClaimedMail } from "../../../server/storage";
import { systemClock } from "../../../server/core/clock";

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
      mail: {
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

  function start(outbox: ReturnType<typeof fakeOutbox>, batchSize = 100, burstEnquiries?: number) {
    worker = startOutboxWorker({
      storage: outbox.storage,
      clock: systemClock,
      transport: { send: async () => {}, close: () => {}, describe: "test" },
      logger: createLogger("silent"),
      from: { name: "Inner Light Journeys", address: "hello@innerlight.test" },
      baseUrl: "https://innerlight.test",
      pollMs: 60_000,
      lingerMs: LINGER_MS,
      batchSize,
      burstEnquiries,
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
    // What the linger alone does, with the burst's pacing (below) out of reach.
    const w = start(outbox, 100, 1_000_000);
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

  /** An enquiry every `everyMs` for `forMs`; returns when each arrived. */
  async function arrive(outbox: ReturnType<typeof fakeOutbox>, w: OutboxWorker, everyMs: number, forMs: number): Promise<number[]> {
    const at: number[] = [];
    for (let ms = 0; ms < forMs; ms += everyMs) {
      at.push(Date.now());
      outbox.enquiry();
      w.wake();
      await vi.advanceTimersByTimeAsync(everyMs);
    }
    return at;
  }

  it("when enquiries arrive in a burst (100 a second for 3 s), then one batch a second goes out while it lasts and the rest at once after it", async () => {
    const outbox = fakeOutbox();
    const w = start(outbox, 10);
    await vi.advanceTimersByTimeAsync(CLAIM_MS);
    const claimsBefore = outbox.claims.length;
    const t0 = Date.now();
    await arrive(outbox, w, 10, 3000);
    const burstEnd = Date.now();
    const during = outbox.claims.slice(claimsBefore).filter((c) => c.size > 0);
    // Until 20 have arrived within a second (200 ms here) claims follow the linger; then one a second.
    const paced = during.filter((c) => c.at >= t0 + 300);
    expect(paced.length).toBeGreaterThanOrEqual(2);
    expect(paced.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < paced.length; i++) expect(paced[i].at - paced[i - 1].at).toBeGreaterThanOrEqual(1000);
    expect(outbox.due.length).toBeGreaterThan(500);
    // A second without arrivals ends the burst; the next claims empty the outbox back to back.
    await vi.advanceTimersByTimeAsync(2000 + 60 * CLAIM_MS);
    expect(outbox.due).toHaveLength(0);
    const after = outbox.claims.filter((c) => c.at > burstEnd && c.size > 0);
    expect(after.reduce((n, c) => n + c.size, 0)).toBe(600 - during.reduce((n, c) => n + c.size, 0));
  });

  it("when enquiries arrive below the burst rate (10 a second), then each one's messages are claimed within the linger", async () => {
    const outbox = fakeOutbox();
    const w = start(outbox, 10);
    await vi.advanceTimersByTimeAsync(CLAIM_MS);
    const arrivals = await arrive(outbox, w, 100, 3000);
    await vi.advanceTimersByTimeAsync(LINGER_MS + CLAIM_MS);
    expect(outbox.due).toHaveLength(0);
    const claimed = outbox.claims.filter((c) => c.size > 0);
    expect(claimed).toHaveLength(arrivals.length);
    claimed.forEach((c, i) => expect(c.at - arrivals[i]).toBeLessThanOrEqual(LINGER_MS + CLAIM_MS));
  });
});

describe("arrivalWindow", () => {
  it("is full only while the last `size` arrivals all fall within the window", () => {
    const w = arrivalWindow(3, 1000);
    expect(w.full(0)).toBe(false);
    w.add(0);
    w.add(500);
    expect(w.full(600)).toBe(false);
    w.add(900);
    expect(w.full(999)).toBe(true);
    // The oldest of the three (at 0) leaves the window at 1000.
    expect(w.full(1000)).toBe(false);
    w.add(1200);
    expect(w.full(1400)).toBe(true);
    expect(w.full(1500)).toBe(false);
  });
});
