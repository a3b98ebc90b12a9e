import { sql } from "drizzle-orm";
import type { Day } from "@shared/money";
import type { TripWaitlist } from "@shared/money/account-types";
import type { Db } from "../../db";
import { placeFreeSql, takenSql, waitingNowSql, waitlistPositionSql } from "../departures/departure-sql";
import { heldSql } from "../departures/held-sql";

/**
 * Where each booking stands in its departure's line, for its trip page, by booking: left out when
 * it is not waiting. A booking waits there when its acceptance found too few places (or its enquiry did):
 * its quote stays open but can't be accepted until places are offered to it. `placesLeft` counts
 * what is taken and held, as every other answer does. Only the bookings waiting are read: the
 * counts behind a place in line and the places left cost a burst of accepted trips (none waiting)
 * their longest read otherwise.
 */
export async function tripWaitlists(db: Db, bookingIds: number[], today: Day): Promise<Map<number, TripWaitlist>> {
  const res = (await db.execute(sql`select b.id, ${waitlistPositionSql("b")} as position, ${placeFreeSql("b")} as "placeFree",
      (select greatest(d.places - ${takenSql(sql`d.id`)} - ${heldSql(sql`d.id`, today)}, 0) from departures d where d.id = b.departure_id)::int as "placesLeft",
      wo.travellers as "placesOffered", wo.offered_until as "offeredUntil"
    from bookings b
    left join waitlist_offers wo on wo.booking_id = b.id and wo.ended_at is null and wo.departure_id = b.departure_id
    where b.id in (${sql.join(bookingIds.map((id) => sql`${id}`), sql`, `)}) and ${waitingNowSql("b")}`)) as unknown as {
    rows: { id: number; position: number | null; placeFree: boolean | null; placesLeft: number | null; placesOffered: number | null; offeredUntil: string | Date | null }[];
  };
  const out = new Map<number, TripWaitlist>();
  for (const row of res.rows) {
    if (row.position === null || row.position === undefined) continue;
    const offered = Boolean(row.placeFree) && row.offeredUntil !== null;
    out.set(Number(row.id), {
      position: Number(row.position),
      placesLeft: Number(row.placesLeft ?? 0),
      placeFree: Boolean(row.placeFree),
      placesOffered: offered ? Number(row.placesOffered) : null,
      offeredUntil: offered ? new Date(row.offeredUntil as string).toISOString() : null,
      // Said in the desk's time zone above storage (trip-link-access.ts), as the offer's e-mail says it.
      offeredUntilText: null,
    });
  }
  return out;
}
