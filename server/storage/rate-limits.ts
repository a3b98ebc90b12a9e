import { and, eq, sql } from "drizzle-orm";
import { rateLimits } from "@shared/schema/settings";
import type { Db } from "../db";

/** Counts one hit (the sign-in limits; an enquiry counts its own inside its statement) in a fixed window that starts at the first hit. $1 key, $2 the window's end. */
export const RATE_LIMIT_HIT_SQL = `insert into rate_limits (key, hits, reset_at)
  select $1, 1, $2::timestamptz from (select set_config('synchronous_commit', 'off', true)) as relaxed
on conflict (key) do update set
  hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
  reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
returning hits, reset_at`;

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

    /** The hits counted in the key's current window, without adding one (0 once the window is over). */
    async peekRateLimit(key: string): Promise<number> {
      const [row] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
      return row ? Number(row.hits) : 0;
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

    /** Deletes counters whose window has ended (a later hit would start afresh anyway); answers how many. */
    async pruneRateLimits(): Promise<number> {
      const rows = await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`).returning({ key: rateLimits.key });
      return rows.length;
    },
  };
}
