import type { Logger } from "../core/logger";
import type { VisitRow } from "../storage";

export interface VisitBatchStore {
  storeVisitBatch(events: VisitRow[], hits: { key: string; hits: number }[], windowMs: number): Promise<{ key: string; hits: number; resetAt: Date }[]>;
}

export interface VisitRecorderOptions {
  /** Events accepted per address key per window; more are refused. */
  limit: number;
  windowMs?: number;
  /** Longest time an accepted event waits in memory before it is written. */
  flushMs?: number;
  /** A batch is written at once when it reaches this many events. */
  maxBatch?: number;
  /** While the database is away, at most this many events wait; older ones are dropped first. */
  maxPending?: number;
  now?: () => number;
}

export interface VisitRecorder {
  /** Queues one event unless its address is over the limit; answers whether it was taken. */
  record(addressKey: string, event: VisitRow): boolean;
  /** Writes whatever waits now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what waits. */
  close(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/**
 * Collects visit events and writes them in batches, at most `flushMs` after they arrive: one
 * statement per batch instead of one per page view, which keeps the endpoint as cheap as a bare
 * insert. The per-address limit is counted in the database with each batch (so every process
 * shares it) and decided here from the last totals the database answered plus this process's
 * events not yet written. A crash loses at most the last `flushMs` of events and their counts.
 */
export function createVisitRecorder(store: VisitBatchStore, logger: Pick<Logger, "warn">, o: VisitRecorderOptions): VisitRecorder {
  const windowMs = o.windowMs ?? HOUR;
  const flushMs = o.flushMs ?? 1000;
  const maxBatch = o.maxBatch ?? 1000;
  const maxPending = o.maxPending ?? 20_000;
  const now = o.now ?? Date.now;

  let events: VisitRow[] = [];
  let hits = new Map<string, number>();
  // The database's totals after the last batch; forgotten once their window is over.
  const known = new Map<string, { hits: number; resetAt: number }>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  const counted = (key: string) => {
    const k = known.get(key);
    const stored = k && k.resetAt > now() ? k.hits : 0;
    return stored + (hits.get(key) ?? 0);
  };

  const write = async () => {
    if (events.length === 0 && hits.size === 0) return;
    const batch = events;
    const batchHits = hits;
    events = [];
    hits = new Map();
    try {
      const totals = await store.storeVisitBatch(batch, [...batchHits].map(([key, n]) => ({ key, hits: n })), windowMs);
      const t = now();
      for (const [key, k] of known) if (k.resetAt <= t) known.delete(key);
      for (const r of totals) known.set(r.key, { hits: r.hits, resetAt: r.resetAt.getTime() });
    } catch (err) {
      // Kept for the next attempt, in front of what came meanwhile, within the bound.
      events = batch.concat(events).slice(-maxPending);
      for (const [key, n] of batchHits) hits.set(key, (hits.get(key) ?? 0) + n);
      logger.warn({ err, waiting: events.length }, "visit events not written yet; retrying");
    }
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // One write at a time, in order; a flush asked for during a write runs after it.
    while (writing) await writing;
    writing = write().finally(() => (writing = undefined));
    await writing;
    if (events.length > 0) schedule();
  };

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref();
  }

  return {
    record(addressKey, event) {
      if (counted(addressKey) >= o.limit) return false;
      hits.set(addressKey, (hits.get(addressKey) ?? 0) + 1);
      events.push(event);
      if (events.length >= maxBatch) void flush();
      else schedule();
      return true;
    },
    flush,
    async close() {
      await flush();
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
