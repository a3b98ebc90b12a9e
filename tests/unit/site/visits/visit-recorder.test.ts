import { describe, expect, it, vi } from "vitest";
import { createVisitRecorder, type VisitBatchStore } from "../../../../server/visits/visit-recorder";
import type { VisitRow } from "../../../../server/storage/visits";

const row = (visitor: string): VisitRow => ({ day: "2026-03-10", type: "pageview", visitor, path: "/", programme: null, source: "direct", campaign: null });
const quiet = { warn: () => undefined };

/** A store that keeps batches and counts hits like rate_limits does. */
function fakeStore() {
  const stored: VisitRow[] = [];
  const counters = new Map<string, number>();
  let down = false;
  const store: VisitBatchStore & { stored: VisitRow[]; setDown(v: boolean): void } = {
    stored,
    setDown: (v) => (down = v),
    async storeVisitBatch(events, hits) {
      if (down) throw new Error("database away");
      stored.push(...events);
      return hits.map(({ key, hits: n }) => {
        counters.set(key, (counters.get(key) ?? 0) + n);
        return { key, hits: counters.get(key)!, resetAt: new Date(Date.now() + 3_600_000) };
      });
    },
  };
  return store;
}

describe("the visit recorder", () => {
  it("writes what it holds in one batch and refuses an address over the limit, counting what is not written yet", async () => {
    const store = fakeStore();
    const r = createVisitRecorder(store, quiet, { limit: 3, flushMs: 60_000 });
    expect([r.record("a", row("1")), r.record("a", row("2")), r.record("b", row("3"))]).toEqual([true, true, true]);
    expect(store.stored).toEqual([]);
    await r.flush();
    expect(store.stored.map((e) => e.visitor)).toEqual(["1", "2", "3"]);
    expect(r.record("a", row("4"))).toBe(true);
    expect(r.record("a", row("5"))).toBe(false);
    expect(r.record("b", row("6"))).toBe(true);
    await r.close();
    expect(store.stored.map((e) => e.visitor)).toEqual(["1", "2", "3", "4", "6"]);
  });

  it("keeps a batch the database refused and writes it on the next attempt", async () => {
    const store = fakeStore();
    const r = createVisitRecorder(store, quiet, { limit: 100, flushMs: 60_000 });
    r.record("a", row("1"));
    store.setDown(true);
    await r.flush();
    r.record("a", row("2"));
    store.setDown(false);
    await r.close();
    expect(store.stored.map((e) => e.visitor)).toEqual(["1", "2"]);
  });

  it("writes at once when a batch is full, and by itself exactly flushMs after an event", async () => {
    vi.useFakeTimers();
    try {
      const store = fakeStore();
      const r = createVisitRecorder(store, quiet, { limit: 100, flushMs: 20, maxBatch: 2 });
      r.record("a", row("1"));
      r.record("a", row("2"));
      // No time passes: the full batch is written by the second record alone.
      await vi.advanceTimersByTimeAsync(0);
      expect(store.stored).toHaveLength(2);
      r.record("a", row("3"));
      await vi.advanceTimersByTimeAsync(19);
      expect(store.stored).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(store.stored).toHaveLength(3);
      await r.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
