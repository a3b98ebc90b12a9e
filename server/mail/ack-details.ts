import type { Booking } from "@shared/schema/bookings";
import { GROUP_SIZE_OPTIONS } from "@shared/enquiry-options";
import { BOOKABLE_PROGRAMMES } from "@shared/programmes";
import { BOOKING_FIELDS } from "@shared/booking-fields";
import { MONTH_NAMES } from "@shared/months";

// The form's own text for a chosen day ("December 5, 2026", client/src/lib/format.ts).
const PREFERRED_DATE = /^([A-Z][a-z]{2,8}) (\d{1,2}), (\d{4})$/;

/** The preferred date when it is exactly what our date picker writes for a real day, else null. */
export function ourPreferredDate(text: string | null): string | null {
  const m = text ? PREFERRED_DATE.exec(text) : null;
  if (!m) return null;
  const month = MONTH_NAMES.findIndex((name) => name === m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (month < 0 || String(day) !== m[2]) return null;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? text : null;
}

/** The programme when its card is one of ours, else null. */
export function ourProgramme(name: string | null): string | null {
  return name !== null && BOOKABLE_PROGRAMMES.includes(name) ? name : null;
}

/** "2 People", "6+ People": the form's label for the group size. */
export function ourGroupSize(size: number): string | null {
  return GROUP_SIZE_OPTIONS.find((o) => o.value === size)?.label ?? null;
}

/** What the acknowledgement adds from the desk's records, beside the booking itself. */
export interface AckContext {
  /** The first enquiry from the same address in the 30 days before this one, if any. */
  earlierReference?: string | null;
  /** The programme record the enquiry names (read from the programmes); absent: checked against the cards' names. */
  programme?: string | null;
  /** Its place in its departure's line (1 first), when it waits in one. */
  waitlistPosition?: number | null;
}

/**
 * The lines of "Your enquiry" in the acknowledgement: programme, preferred date and group size,
 * each only when it is one of our own values, so no free text from the form is printed, and
 * labelled as every e-mail labels the field; and the earlier enquiry's reference, so a second
 * enquiry reads as part of the same conversation.
 */
export function ackDetails(b: Pick<Booking, "sourceProgramme" | "preferredDates" | "groupSize" | "departureId"> & Partial<Pick<Booking, "privateRoomsWished">>, ctx: AckContext): {
  facts: [string, string][];
  earlier: string | null;
} {
  const facts: [string, string][] = [];
  const programme = ctx.programme !== undefined ? ctx.programme : ourProgramme(b.sourceProgramme);
  if (programme) facts.push([BOOKING_FIELDS.sourceProgramme.label, programme]);
  // An enquiry for a departure: the server wrote its dates ("14–19 Mar 2027") over whatever the form sent.
  const date = b.departureId !== null && b.preferredDates ? b.preferredDates : ourPreferredDate(b.preferredDates);
  if (date) facts.push([b.departureId !== null ? "Departure" : BOOKING_FIELDS.preferredDates.label, date]);
  if (b.departureId !== null && ctx.waitlistPosition) facts.push(["Waiting list", `number ${ctx.waitlistPosition} in line: we'll write as soon as places open`]);
  const size = ourGroupSize(b.groupSize);
  if (size) facts.push([BOOKING_FIELDS.groupSize.label, size]);
  const rooms = b.departureId !== null ? (b.privateRoomsWished ?? 0) : 0;
  if (rooms > 0) facts.push([BOOKING_FIELDS.privateRoomsWished.label, `${rooms} ${rooms === 1 ? "room" : "rooms"} of your own asked for`]);
  const earlier = ctx.earlierReference
    ? `This follows your earlier enquiry ${ctx.earlierReference}: we'll answer both together, so there is no need to write again.`
    : null;
  return { facts, earlier };
}
