import { departureDatesText, type EnquiryDepartureAnswer } from "@shared/departures";
import { todayIn } from "@shared/money";
import { wishedRooms } from "@shared/departures/rooms-minimum";
import type { InsertBooking } from "@shared/requests/enquiry";
import type { Clock } from "../core/clock";
import type { DepartureStorage } from "../storage";

type DepartureAnswer = EnquiryDepartureAnswer;

export interface EnquiryDeparture {
  /** The enquiry to store: with the departure's id, dates and programme, or without a departure at all. */
  enquiry: InsertBooking;
  /** After the booking is stored: its place on the waiting list when the group does not fit. */
  afterStored(bookingId: number, suspect: boolean): Promise<DepartureAnswer>;
}

/**
 * The departure an enquiry names (docs/decisions/departures-places.md), read before it is stored.
 * An enquiry is never refused for its departure: one no longer open is dropped, and the answer says
 * so. A group larger than the places left joins the waiting list once stored. The places are read
 * without a lock: the enquiry takes none (acceptance does, under the departure's lock).
 */
export async function enquiryDeparture(
  storage: { departures: Pick<DepartureStorage, "openDeparture" | "joinWaitlist" | "waitlistLength"> },
  enquiry: InsertBooking,
  o: { timeZone: string; clock: Clock },
): Promise<EnquiryDeparture> {
  const none = async (): Promise<DepartureAnswer> => ({});
  if (enquiry.departureId === undefined || enquiry.departureId === null) return { enquiry: { ...enquiry, privateRoomsWished: null }, afterStored: none };
  const departure = enquiry.departureId > 0 ? await storage.departures.openDeparture(enquiry.departureId, todayIn(o.timeZone, o.clock.now())) : undefined;
  if (!departure) return { enquiry: { ...enquiry, departureId: undefined, privateRoomsWished: null }, afterStored: async () => ({ departureUnavailable: true }) };
  // Taken, held and the line's first claim counted: a group that doesn't fit joins the end of the line.
  const left = departure.left;
  const chosen = {
    ...enquiry,
    preferredDates: departureDatesText(departure.startDate, departure.endDate),
    sourceProgramme: departure.programme,
    privateRoomsWished: wishedRooms(enquiry.privateRoomsWished, enquiry.groupSize, departure.privateRooms),
  };
  return {
    enquiry: chosen,
    async afterStored(bookingId, suspect) {
      if (enquiry.groupSize <= left) return {};
      // One held as suspect holds no place in line (it would stand before real visitors): it is told
      // the place it would take, as a real visitor is, and joins the end of the line if released.
      const position = suspect ? (await storage.departures.waitlistLength(departure.id)) + 1 : await storage.departures.joinWaitlist(bookingId, enquiry.groupSize);
      return { waitlisted: true, waitlistPosition: position };
    },
  };
}
