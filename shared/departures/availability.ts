/**
 * A departure's places as the site and the desk read them (docs/decisions/departures-places.md): pure, so the
 * card, the dialog, the structured data and the server all say the same thing.
 */
import { placesLeftWords } from "./places-words";

export type Availability = "available" | "few" | "full";

/** `few` is 1 to 3 places left: the API's word, and the structured data's LimitedAvailability. */
export const FEW_PLACES = 3;
/** The card says "N places left" from this many down; above it, only the price and dates. */
export const SHOW_PLACES_LEFT_AT = 5;

export function availabilityOf(left: number): Availability {
  if (left <= 0) return "full";
  return left <= FEW_PLACES ? "few" : "available";
}


/** A departure with no place left, in a word: the desk's table prints it in place of the 0. */
export const FULL = "Full";

/** "Full", "1 place left", "4 places left": the places as the desk names them, however many are left. */
export function placesLeftLabel(left: number): string {
  return left <= 0 ? FULL : `${placesLeftWords(left)} left`;
}

/** The card's words for the places: the desk's, or null while plenty are left (the card then shows only price and dates). */
export function placesLeftText(left: number): string | null {
  return left > SHOW_PLACES_LEFT_AT ? null : placesLeftLabel(left);
}

/** schema.org's ItemAvailability for the places left. */
export function schemaAvailability(left: number): string {
  const a = availabilityOf(left);
  return `https://schema.org/${a === "full" ? "SoldOut" : a === "few" ? "LimitedAvailability" : "InStock"}`;
}
