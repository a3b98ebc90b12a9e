import type { EnquiryDepartureAnswer } from "@shared/departures";
import type { Booking } from "@shared/schema/bookings";
import { todayIn } from "@shared/money";
import type { Clock } from "../core/clock";
import type { Actor, DepartureStorage, EnquiryMailSettings, Storage } from "../storage";

export type ReleaseStorage = { bookings: Pick<Storage["bookings"], "getBooking">; mail: Pick<Storage["mail"], "releaseSuspect"> } & {
  departures: Pick<DepartureStorage, "openDeparture" | "waitlistPosition">;
};

/**
 * Staff release an enquiry held as suspect (Not spam): its e-mails go out, and it is treated as if it
 * had just arrived: when its group doesn't fit the places the public may book now, it joins the end
 * of its departure's line, in the statement that releases it. Undefined for no such booking;
 * `released: false` when it was not suspect (released before: it keeps whatever place it has).
 */
export async function releaseSuspectEnquiry(
  storage: ReleaseStorage,
  id: number,
  by: Actor,
  o: { mail: EnquiryMailSettings; timeZone: string; clock: Clock },
): Promise<{ booking: Booking; released: boolean; line: EnquiryDepartureAnswer } | undefined> {
  const booking = await storage.bookings.getBooking(id);
  const departure = booking?.suspect && booking.departureId !== null ? await storage.departures.openDeparture(booking.departureId, todayIn(o.timeZone, o.clock.now())) : undefined;
  const joins = booking !== undefined && departure !== undefined && booking.groupSize > departure.left;
  const result = await storage.mail.releaseSuspect(id, o.mail, by, joins ? booking.groupSize : undefined);
  if (!result) return undefined;
  const position = joins && result.released ? await storage.departures.waitlistPosition(id) : null;
  return { ...result, line: position === null ? {} : { waitlisted: true, waitlistPosition: position } };
}
