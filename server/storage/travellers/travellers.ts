import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { bookingInsurance, travellers } from "@shared/schema/travellers";
import type { Insurance } from "@shared/travellers/traveller-fields";
import type { Day } from "@shared/money";
import type { Db } from "../../db";
import { currentEndSql, currentStartSql } from "./trip-sql";

export type TravellerRow = typeof travellers.$inferSelect;
export type TravellerValues = Omit<TravellerRow, "bookingId" | "n" | "updatedAt">;

/** What the traveller details hang on: the booking and its accepted quote, with the trip's dates now. */
export interface TravellerTrip {
  bookingId: number;
  reference: string;
  firstName: string;
  country: string | null;
  cancelled: boolean;
  erased: boolean;
  /** Null before a quote is accepted. */
  accepted: { travellers: number; international: boolean; startDate: Day; endDate: Day; departureId: number | null } | null;
}

interface TripRow {
  id: number;
  reference: string;
  first_name: string;
  country: string | null;
  status: string;
  erased: boolean;
  cancelled: boolean;
  travellers: number | null;
  region: string | null;
  start_date: string | null;
  end_date: string | null;
  departure_id: number | null;
}

/** Each traveller's details and the booking's insurance (shared/schema/travellers.ts); sealed values stay sealed here. */
export function travellerStorage(db: Db) {
  return {
    async travellerTrip(bookingId: number): Promise<TravellerTrip | undefined> {
      const res = (await db.execute(sql`
        select b.id, b.reference, b.first_name, b.country, b.status, b.erased_at is not null as erased,
          (b.status = 'cancelled' or exists (select 1 from cancellations c where c.booking_id = b.id)) as cancelled,
          q.travellers, q.region, q.departure_id, ${currentStartSql}::text as start_date, ${currentEndSql}::text as end_date
        from bookings b
        left join quotes q on q.booking_id = b.id and q.state = 'accepted'
        where b.id = ${bookingId}`)) as unknown as { rows: TripRow[] };
      const r = res.rows[0];
      if (!r) return undefined;
      return {
        bookingId: r.id,
        reference: r.reference,
        firstName: r.first_name,
        country: r.country,
        cancelled: r.cancelled,
        erased: r.erased,
        accepted:
          r.travellers !== null && r.start_date && r.end_date
            ? { travellers: r.travellers, international: r.region === "international", startDate: r.start_date, endDate: r.end_date, departureId: r.departure_id }
            : null,
      };
    },

    async travellerRows(bookingId: number): Promise<TravellerRow[]> {
      return db.select().from(travellers).where(eq(travellers.bookingId, bookingId)).orderBy(travellers.n);
    },

    /** The travellers of several bookings in one read (a departure's manifest), by booking then number. */
    async travellerRowsOf(bookingIds: number[]): Promise<TravellerRow[]> {
      if (bookingIds.length === 0) return [];
      return db.select().from(travellers).where(inArray(travellers.bookingId, bookingIds)).orderBy(asc(travellers.bookingId), asc(travellers.n));
    },

    async travellerRow(bookingId: number, n: number): Promise<TravellerRow | undefined> {
      const [row] = await db.select().from(travellers).where(and(eq(travellers.bookingId, bookingId), eq(travellers.n, n)));
      return row;
    },

    /**
     * One traveller's record as stored now (undefined when nothing is given yet) with its row's
     * version, PostgreSQL's `xmin`, which every write of the row changes: a change merged into this
     * record is written only over this version (writeTraveller).
     */
    async travellerToChange(bookingId: number, n: number): Promise<{ current: TravellerRow | undefined; version: string | null }> {
      const [row] = await db
        .select({ ...getTableColumns(travellers), version: sql<string>`xmin::text` })
        .from(travellers)
        .where(and(eq(travellers.bookingId, bookingId), eq(travellers.n, n)));
      if (!row) return { current: undefined, version: null };
      const { version, ...current } = row;
      return { current: isEmpty(current) ? undefined : current, version };
    },

    /**
     * Stores a traveller's values only if the row is still at `version` (null: there was no row):
     * false when another save came between, and nothing is written. One statement, so the check and
     * the write can't be split.
     */
    async writeTraveller(bookingId: number, n: number, values: TravellerValues, version: string | null): Promise<boolean> {
      const at = sql`date_trunc('milliseconds', now())`;
      const written =
        version === null
          ? await db.insert(travellers).values({ bookingId, n, ...values, updatedAt: at }).onConflictDoNothing().returning({ n: travellers.n })
          : await db
              .update(travellers)
              .set({ ...values, updatedAt: at })
              .where(and(eq(travellers.bookingId, bookingId), eq(travellers.n, n), sql`xmin = ${version}::xid`))
              .returning({ n: travellers.n });
      return written.length === 1;
    },

    async readInsurance(bookingId: number): Promise<Insurance | null> {
      const [row] = await db.select({ insurer: bookingInsurance.insurer, policyNumber: bookingInsurance.policyNumber }).from(bookingInsurance).where(eq(bookingInsurance.bookingId, bookingId));
      return row ?? null;
    },

    async saveInsurance(bookingId: number, insurance: Insurance): Promise<void> {
      await db
        .insert(bookingInsurance)
        .values({ bookingId, ...insurance })
        .onConflictDoUpdate({ target: bookingInsurance.bookingId, set: { ...insurance, updatedAt: sql`date_trunc('milliseconds', now())` } });
    },
  };
}

const VALUE_KEYS = ["fullName", "dateOfBirth", "nationality", "documentType", "documentNumberSealed", "documentExpiry", "dietary", "medicalSealed", "emergencyName", "emergencyPhone"] as const;

function isEmpty(row: TravellerRow): boolean {
  return VALUE_KEYS.every((k) => row[k] === null);
}
