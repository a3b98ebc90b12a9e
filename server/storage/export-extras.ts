import { and, count, eq, inArray, sql } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { bookings } from "@shared/schema/bookings";
import { users } from "@shared/schema/users";
import type { Db } from "../db";

export interface ExportExtras {
  /** The assignee's name, else their username; null when nobody is assigned. */
  assignee: string | null;
  notes: number;
}

/** What the CSV export lists beside a booking's own columns, for one page of bookings at a time. */
export function exportExtrasStorage(db: Db) {
  return {
    async exportExtras(ids: number[]): Promise<Map<number, ExportExtras>> {
      const out = new Map<number, ExportExtras>(ids.map((id) => [id, { assignee: null, notes: 0 }]));
      if (ids.length === 0) return out;
      const [assignees, notes] = await Promise.all([
        db
          .select({ id: bookings.id, assignee: sql<string | null>`coalesce(nullif(btrim(${users.name}), ''), ${users.username})` })
          .from(bookings)
          .innerJoin(users, eq(users.id, bookings.assigneeId))
          .where(inArray(bookings.id, ids)),
        db
          .select({ id: bookingActivities.bookingId, n: count() })
          .from(bookingActivities)
          .where(and(inArray(bookingActivities.bookingId, ids), eq(bookingActivities.kind, "note")))
          .groupBy(bookingActivities.bookingId),
      ]);
      for (const a of assignees) out.get(a.id)!.assignee = a.assignee;
      for (const n of notes) out.get(n.id)!.notes = Number(n.n);
      return out;
    },
  };
}
