import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { rateLimit, type Options, type Store, type IncrementResponse } from "express-rate-limit";
import { isStorableText } from "@shared/text-rules";
import type { Storage } from "../storage";

const MAX_PLAIN_KEY = 300;

/**
 * Keys come from clients (a username typed at sign-in). One that PostgreSQL can't store (a NUL, a
 * lone surrogate) or
 * that is absurdly long is counted under its hash instead, so the limit still holds for it.
 */
export function storableKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY && isStorableText(key) ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/** express-rate-limit store whose counters live in the database, shared by every server process. */
class DbRateLimitStore implements Store {
  localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly storage: Storage,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { hits, resetAt } = await this.storage.rateLimits.hitRateLimit(this.prefix + storableKey(key), this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  /** Runs after the response is sent; a failure there (database down) must not reach the process. */
  async decrement(key: string): Promise<void> {
    await this.storage.rateLimits.undoRateLimitHit(this.prefix + storableKey(key)).catch(() => undefined);
  }

  async resetKey(key: string): Promise<void> {
    await this.storage.rateLimits.resetRateLimit(this.prefix + storableKey(key));
  }
}

interface LimiterOptions {
  name: string;
  windowMs: number;
  limit: number;
  message: string;
  keyGenerator?: (req: Request) => string;
  skip?: (req: Request) => boolean;
  skipSuccessfulRequests?: boolean;
  skipFailedRequests?: boolean;
}

export function createLimiter(storage: Storage, o: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: o.windowMs,
    limit: o.limit,
    standardHeaders: "draft-6",
    legacyHeaders: false,
    store: new DbRateLimitStore(storage, `${o.name}:`),
    keyGenerator: o.keyGenerator ?? ((req) => req.ip ?? "unknown"),
    skip: o.skip,
    skipSuccessfulRequests: o.skipSuccessfulRequests,
    skipFailedRequests: o.skipFailedRequests,
    // Our own keys and proxy settings are deliberate; the library's start-up checks only add noise.
    validate: false,
    // A database hiccup must not turn into a 500 on the limiter: the request goes on and the route decides.
    passOnStoreError: true,
    handler: (_req, res) => {
      res.status(429).json({ message: o.message });
    },
  });
}
