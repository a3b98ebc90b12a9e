import { bookingActivities } from "@shared/schema/activities";
import { bookings, type Booking } from "@shared/schema/bookings";
import { insertBookingSchema } from "@shared/requests/enquiry";
import type { TestApp } from "./test-app";
import { buildBooking } from "./factories";

const HOUR = 3_600_000;
export interface SeedRow {
  firstName: string;
  /** Hours before now that the enquiry arrived; it is due 24 hours later. */
  hoursAgo: number;
  answered?: boolean;
  assigneeId?: number | null;
  suspect?: string | null;
  status?: Booking["status"];
  tripCategory?: string;
  source?: Partial<Pick<Booking, "sourcePath" | "sourceProgramme" | "referrer" | "utmCampaign">>;
}

/** Stores bookings with the given arrival, response, assignee and suspicion, as if they had happened. */
export async function seedBookings(t: TestApp, rows: SeedRow[], now = Date.now()): Promise<Record<string, Booking>> {
  const out: Record<string, Booking> = {};
  for (const r of rows) {
    const createdAt = new Date(now - r.hoursAgo * HOUR);
    const input = insertBookingSchema.parse(buildBooking({ firstName: r.firstName, ...(r.tripCategory ? { tripCategory: r.tripCategory } : {}) }));
    const [row] = await t.db.database.db
      .insert(bookings)
      .values({
        ...input,
        ...r.source,
        status: r.status ?? "pending",
        createdAt,
        updatedAt: createdAt,
        dueAt: new Date(createdAt.getTime() + 24 * HOUR),
        firstResponseAt: r.answered ? new Date(createdAt.getTime() + HOUR) : null,
        replyDueAt: r.answered ? null : new Date(createdAt.getTime() + 24 * HOUR),
        assigneeId: r.assigneeId ?? null,
        suspect: r.suspect ?? null,
      })
      .returning();
    // An answer is a contact with the visitor (Insights count contacts), by the assignee when there is one.
    if (r.answered) {
      await t.db.database.db
        .insert(bookingActivities)
        .values({ bookingId: row.id, kind: "call", body: "Called back", byUserId: r.assigneeId ?? null, by: "seed", at: row.firstResponseAt! });
    }
    out[r.firstName] = row;
  }
  return out;
}
