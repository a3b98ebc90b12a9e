import { addDays, addMonths, formatDay, type Day } from "../money";
import type { TravellerDetails } from "./traveller-fields";

export interface FieldError {
  path: string;
  message: string;
}

/** What the rules need to know about the trip. */
export interface TripFacts {
  international: boolean;
  endDate: Day;
  today: Day;
}

/** Months a passport must still run after the trip's last day (most countries' entry rule). */
export const PASSPORT_MONTHS_AFTER = 6;

/** Details are due this many days before the trip starts. */
export const DETAILS_DUE_DAYS = 30;

export function detailsDueBy(startDate: Day): Day {
  return addDays(startDate, -DETAILS_DUE_DAYS);
}

/**
 * The refusals of a merged record against its trip: each beside its field. An international trip
 * needs a passport: a record that would be stored without one (an ID card, "None given" sent as
 * `""` or null, or no document sent and none stored) is refused; a save that leaves out the
 * document keeps the stored passport, so it is no refusal.
 */
export function travellerErrors(d: TravellerDetails, trip: TripFacts): FieldError[] {
  const errors: FieldError[] = [];
  if (d.dateOfBirth && d.dateOfBirth > trip.today) errors.push({ path: "dateOfBirth", message: "Date of birth can't be in the future" });
  if (d.dateOfBirth && d.dateOfBirth < "1900-01-01") errors.push({ path: "dateOfBirth", message: "Date of birth must be after 1900" });
  const noPassport = trip.international && d.documentType !== "passport";
  if (noPassport) {
    errors.push({ path: "documentType", message: "An international trip needs a passport" });
  }
  if (d.documentType === "passport" && d.documentExpiry) {
    const needed = addMonths(trip.endDate, PASSPORT_MONTHS_AFTER);
    if (d.documentExpiry < needed) {
      errors.push({
        path: "documentExpiry",
        message: `This passport expires less than 6 months after the trip ends (${formatDay(trip.endDate)}): it must be valid until at least ${formatDay(needed)}. Please renew it and enter the new one`,
      });
    }
  }
  if (d.documentNumber && !d.documentType && !noPassport) errors.push({ path: "documentType", message: "Say whether the number is a passport's or an ID card's" });
  return errors;
}
