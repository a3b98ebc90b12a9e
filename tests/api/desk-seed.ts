import { eq } from "drizzle-orm";
import { bookings, users, type Booking } from "@shared/schema";
import { insertBookingSchema } from "@shared/schema";
import { hashPassword } from "../../server/auth/password";
import type { TestApp } from "./test-app";
import { buildBooking } from "../factories";

const HOUR = 3_600_000;
let colleagueHash: Promise<string> | undefined;

/** A staff account besides STAFF; `disabled` makes it one that may no longer take enquiries. */
export async function addStaff(t: TestApp, username: string, opts: { disabled?: boolean } = {}): Promise<number> {
  colleagueHash ??= hashPassword("another-long-password");
  const user = await t.storage.createUser(username, await colleagueHash);
  if (opts.disabled) await t.db.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user!.id));
  return user!.id;
}

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
    out[r.firstName] = row;
  }
  return out;
}
