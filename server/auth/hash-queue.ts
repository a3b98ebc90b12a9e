/**
 * Bounds the expensive password hashes (scrypt, 128 MiB and a core each): a flood of sign-ins must
 * not starve enquiries of CPU and memory. A few run at once, a short queue waits, and beyond that the
 * caller gets a QueueFullError (answered as 503 with Retry-After).
 */
export class QueueFullError extends Error {
  constructor() {
    super("Too many sign-ins are being checked right now");
  }
}

export interface HashQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Running and waiting tasks, for tests and logs. */
  readonly stats: { running: number; waiting: number };
  /** True when a new task would be refused: callers can shed load before doing any other work. */
  readonly full: boolean;
}

export function createHashQueue(opts: { concurrency: number; maxWaiting: number }): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get stats() {
      return { running, waiting: waiting.length };
    },
    get full() {
      return running >= opts.concurrency && waiting.length >= opts.maxWaiting;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= opts.concurrency) {
        if (waiting.length >= opts.maxWaiting) throw new QueueFullError();
        // The slot is handed over by release(), so a late arrival can't jump the queue.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** Seconds a client refused by a full queue should wait before trying again. */
export const HASH_RETRY_AFTER_S = 2;

/** The process's one queue: at most two scrypt hashes at once, eight more waiting. */
export const passwordHashQueue = createHashQueue({ concurrency: 2, maxWaiting: 8 });
