import { and, desc, eq, getTableColumns, lt, type SQL } from "drizzle-orm";
import { auditLog } from "@shared/schema/audit";
import { users } from "@shared/schema/users";
import type { Db } from "../db";

export interface AuditEntry {
  actorId?: number | null;
  actor?: string | null;
  action: string;
  target?: string | null;
  address?: string | null;
  detail?: Record<string, unknown> | null;
}

export interface AuditQuery {
  by?: string;
  action?: string;
  limit: number;
  /** Entries older than this id (the last id of the previous page). */
  before?: number;
}

/** An entry with its actor's name as it is now (null when unset or the account is gone). */
export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** The booking an entry is about, from its target ("booking 12"), so erasure finds it by index. */
export function bookingIdOf(target: string | null | undefined): number | null {
  const m = target ? /^booking ([1-9][0-9]{0,9})$/.exec(target) : null;
  const id = m ? Number(m[1]) : NaN;
  return id <= 2_147_483_647 ? id : null;
}

/** The audit log: appended to, read newest first, never edited except by erasure. */
export function auditStorage(db: Db) {
  return {
    async appendAudit(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId ?? null,
        actor: entry.actor ?? null,
        action: entry.action,
        target: entry.target ?? null,
        address: entry.address ?? null,
        detail: entry.detail ?? null,
        bookingId: bookingIdOf(entry.target),
      });
    },

    async listAudit(q: AuditQuery): Promise<AuditRow[]> {
      const parts: SQL[] = [];
      if (q.by) parts.push(eq(auditLog.actor, q.by));
      if (q.action) parts.push(eq(auditLog.action, q.action));
      if (q.before) parts.push(lt(auditLog.id, q.before));
      return db
        .select({ ...getTableColumns(auditLog), actorName: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(...parts))
        .orderBy(desc(auditLog.id))
        .limit(q.limit);
    },
  };
}
