import { eq, lt, sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { Db } from "../db";

export interface StoredSession {
  sess: Record<string, unknown>;
  expiresAt: Date;
}

/** Staff sessions (the express-session store keeps them here, so every process shares them). */
export function sessionStorage(db: Db) {
  return {
    async getSession(sid: string): Promise<StoredSession | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid));
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= Date.now()) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return undefined;
      }
      return { sess: row.sess as Record<string, unknown>, expiresAt: row.expiresAt };
    },

    async setSession(sid: string, sess: Record<string, unknown>, expiresAt: Date, userId: number | null): Promise<void> {
      await db
        .insert(sessions)
        .values({ sid, sess, expiresAt, userId })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expiresAt, userId } });
    },

    /** Pushes a session's idle expiry forward; like the rate counters, it need not wait for the disk. */
    async touchSession(sid: string, expiresAt: Date): Promise<void> {
      await db.execute(sql`
        update ${sessions} set expires_at = ${expiresAt.toISOString()}::timestamptz
        from (select set_config('synchronous_commit', 'off', true)) as relaxed
        where ${sessions.sid} = ${sid}`);
    },

    async destroySession(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async pruneSessions(): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ sid: sessions.sid });
      return rows.length;
    },
  };
}
