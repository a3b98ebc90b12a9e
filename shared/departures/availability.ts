/**
 * A departure's places as the site and the desk read them (docs/decisions/departures-places.md): pure, so the
 * card, the dialog, the structured data and the server all say the same thing.
 */

export type Availability = "available" | "few" | "full";

/** `few` is 1 to 3 places left: the API's word, and the structured data's LimitedAvailability. */
export const FEW_PLACES = 3;
/** The card says "N places left" from this many down; above it, only the price and dates. */
export const SHOW_PLACES_LEFT_AT = 5;

export function availabilityOf(left: number): Availability {
  if (left <= 0) return "full";
  return left <= FEW_PLACES ? "few" : "available";
}

/** "1 place", "4 places": how many are left, in words a message can carry. */
export function placesLeftWords(left: number): string {
  return `${left} ${left === 1 ? "place" : "places"}`;
}

/** The card's words for the places: "Full", "1 place left", "4 places left", or null when plenty are left. */
export function placesLeftText(left: number): string | null {
  if (left <= 0) return "Full";
  if (left > SHOW_PLACES_LEFT_AT) return null;
  return `${left} ${left === 1 ? "place" : "places"} left`;
}

/** schema.org's ItemAvailability for the places left. */
export function schemaAvailability(left: number): string {
  const a = availabilityOf(left);
  return `https://schema.org/${a === "full" ? "SoldOut" : a === "few" ? "LimitedAvailability" : "InStock"}`;
}
