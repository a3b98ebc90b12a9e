import { sql } from "drizzle-orm";
import type { Db } from "../../db";

export interface ManifestDeparture {
  id: number;
  programme: string;
  startDate: string;
  endDate: string;
}

export interface ManifestBooking {
  id: number;
  reference: string;
  travellers: number;
  insurer: string | null;
  policyNumber: string | null;
}

/** A departure's travelling bookings, for its manifest: accepted, not cancelled, not erased, in booking order. */
export function manifestStorage(db: Db) {
  return {
    async manifestDeparture(id: number): Promise<ManifestDeparture | undefined> {
      const res = (await db.execute(sql`
        select id, programme, start_date::text as "startDate", end_date::text as "endDate" from departures where id = ${id}`)) as unknown as { rows: ManifestDeparture[] };
      return res.rows[0];
    },

    async manifestBookings(departureId: number): Promise<ManifestBooking[]> {
      const res = (await db.execute(sql`
        select b.id, b.reference, q.travellers, i.insurer, i.policy_number as "policyNumber"
        from bookings b
        join quotes q on q.booking_id = b.id and q.state = 'accepted'
        left join booking_insurance i on i.booking_id = b.id
        where b.departure_id = ${departureId} and b.status <> 'cancelled' and b.erased_at is null
          and not exists (select 1 from cancellations c where c.booking_id = b.id)
        order by b.id`)) as unknown as { rows: ManifestBooking[] };
      return res.rows;
    },
  };
}
