import { eq, lt, sql } from "drizzle-orm";
import { appSettings } from "@shared/schema/settings";
import { sessions, users, type User } from "@shared/schema/users";
import type { Db } from "../db";
import { TWO_FACTOR_REQUIRED } from "./settings";
import { sessionKey } from "./session-key";

/**
 * The account a session belongs to and the two-factor rule, as they stood when the session was
 * read: what the staff gate checks, read in the same round trip as the session.
 */
export interface SessionAccount {
  /** The session's owner (signed in or half signed in), undefined when the account is gone. */
  owner: User | undefined;
  twoFactorRequired: boolean;
}

export interface StoredSession {
  sess: Record<string, unknown>;
  expiresAt: Date;
  account: SessionAccount;
}

/** Staff sessions (the express-session store keeps them here, so every process shares them), each under its id's hash (sessionKey). */
export function sessionStorage(db: Db) {
  return {
    /** A session with its account and the two-factor rule: one query for every staff request. */
    async getSession(sid: string): Promise<StoredSession | undefined> {
      const [row] = await db
        .select({
          sess: sessions.sess,
          expiresAt: sessions.expiresAt,
          owner: users,
          twoFactorRequired: sql<boolean>`coalesce((select ${appSettings.value} = 'true' from ${appSettings} where ${appSettings.key} = ${TWO_FACTOR_REQUIRED}), false)`.mapWith(Boolean),
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.sid, sessionKey(sid)));
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= Date.now()) {
        await db.delete(sessions).where(eq(sessions.sid, sessionKey(sid)));
        return undefined;
      }
      const account = { owner: row.owner ?? undefined, twoFactorRequired: row.twoFactorRequired };
      return { sess: row.sess as Record<string, unknown>, expiresAt: row.expiresAt, account };
    },

    async setSession(sid: string, sess: Record<string, unknown>, expiresAt: Date, userId: number | null): Promise<void> {
      await db
        .insert(sessions)
        .values({ sid: sessionKey(sid), sess, expiresAt, userId })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expiresAt, userId } });
    },

    /** Pushes a session's idle expiry forward; like the rate counters, it need not wait for the disk. */
    async touchSession(sid: string, expiresAt: Date): Promise<void> {
      await db.execute(sql`
        update ${sessions} set expires_at = ${expiresAt.toISOString()}::timestamptz
        from (select set_config('synchronous_commit', 'off', true)) as relaxed
        where ${sessions.sid} = ${sessionKey(sid)}`);
    },

    async destroySession(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sessionKey(sid)));
    },

    async pruneSessions(): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ sid: sessions.sid });
      return rows.length;
    },
  };
}
