import { departureDatesText, type EnquiryDepartureAnswer } from "@shared/departures";
import { todayIn } from "@shared/money";
import { wishedRooms } from "@shared/departures/rooms-minimum";
import type { InsertBooking } from "@shared/requests/enquiry";
import type { Clock } from "../core/clock";
import type { DepartureStorage, EnquiryOptions, EnquiryResult, Storage } from "../storage";

export type EnquiryStorage = Pick<Storage, "bookings"> & {
  departures: Pick<DepartureStorage, "openDeparture" | "waitlistLength" | "waitlistPosition">;
};

/** A stored enquiry with what its departure made of it; a refused one as the counter answered. */
export type SentEnquiry = (EnquiryResult & { accepted: false }) | (EnquiryResult & { accepted: true; departure: EnquiryDepartureAnswer });

/**
 * A visitor's enquiry (docs/decisions/departures-places.md): the departure it names read, the
 * enquiry stored with the departure's dates and programme, and a group larger than the places left
 * put in the departure's line by the same statement that stores it. An enquiry is never refused for
 * its departure: one no longer open is dropped, and the answer says so. The places are read without
 * a lock: the enquiry takes none (an acceptance does, under the departure's lock), and a place in
 * line is only a turn to be offered places.
 */
export async function sendEnquiry(
  storage: EnquiryStorage,
  enquiry: InsertBooking,
  options: Omit<EnquiryOptions, "waitlistTravellers">,
  o: { timeZone: string; clock: Clock },
): Promise<SentEnquiry> {
  if (enquiry.departureId === undefined || enquiry.departureId === null) {
    return withDeparture(await storage.bookings.acceptEnquiry({ ...enquiry, privateRoomsWished: null }, options), {});
  }
  const departure = enquiry.departureId > 0 ? await storage.departures.openDeparture(enquiry.departureId, todayIn(o.timeZone, o.clock.now())) : undefined;
  if (!departure) {
    const stored = await storage.bookings.acceptEnquiry({ ...enquiry, departureId: undefined, privateRoomsWished: null }, options);
    return withDeparture(stored, { departureUnavailable: true });
  }
  const chosen: InsertBooking = {
    ...enquiry,
    preferredDates: departureDatesText(departure.startDate, departure.endDate),
    sourceProgramme: departure.programme,
    privateRoomsWished: wishedRooms(enquiry.privateRoomsWished, enquiry.groupSize, departure.privateRooms),
  };
  // Taken, held and the line's first claim counted: a group that doesn't fit joins the end of the line.
  const joins = enquiry.groupSize > departure.left;
  const stored = await storage.bookings.acceptEnquiry(chosen, { ...options, waitlistTravellers: joins ? enquiry.groupSize : undefined });
  if (!stored.accepted || !joins) return withDeparture(stored, {});
  // One held as suspect holds no place in line (it would stand before real visitors): it is told
  // the place it would take, as a real visitor is, and joins the end of the line if released.
  const { booking } = stored;
  const position = booking.suspect ? (await storage.departures.waitlistLength(departure.id)) + 1 : ((await storage.departures.waitlistPosition(booking.id)) ?? 1);
  return withDeparture(stored, { waitlisted: true, waitlistPosition: position });
}

/** The answer to a stored enquiry carries what its departure made of it; a refused one goes back as the counter answered. */
function withDeparture(stored: EnquiryResult, departure: EnquiryDepartureAnswer): SentEnquiry {
  return stored.accepted ? { ...stored, departure } : stored;
}
