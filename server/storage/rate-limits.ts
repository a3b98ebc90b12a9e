import { and, eq, sql } from "drizzle-orm";
import { rateLimits } from "@shared/schema";
import type { Db } from "../db";
import { RATE_LIMIT_HIT_SQL } from "./enquiry-sql";

/** Rate-limit counters, in the database so several processes count as one. */
export function rateLimitStorage(db: Db) {
  // Every enquiry runs this: prepared once per connection instead of being rebuilt by the query
  // builder each time. The session is Drizzle's own, so PGlite and PostgreSQL both run it.
  const hit = db._.session.prepareQuery<{ execute: { rows: { hits: number; reset_at: string | Date }[] }; all: unknown; values: unknown }>(
    { sql: RATE_LIMIT_HIT_SQL, params: [sql.placeholder("key"), sql.placeholder("resetAt")] },
    undefined,
    "rate_limit_hit",
    false,
  );

  return {
    /**
     * Counts one hit in a fixed window that starts at the first hit; one atomic statement. The
     * counter is committed without waiting for the disk flush (synchronous_commit off for this
     * transaction only): losing the last few hits in a crash is harmless, and the enquiry that
     * follows keeps its full durability.
     */
    async hitRateLimit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
      const resetAt = new Date(Date.now() + windowMs).toISOString();
      const { rows } = await hit.execute({ key, resetAt });
      const row = rows[0];
      return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
    },

    async undoRateLimitHit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
    },

    async resetRateLimit(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
