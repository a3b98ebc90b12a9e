import { FULL, placesLeftLabel } from "./availability";
import { placesLeftWords } from "./places-words";

/** A booking's own hold on its departure as the desk reads it (BookingHold in shared/api-types.ts). */
interface OwnHold {
  /** Places its open quote or open offer holds. */
  held: number;
  /** Places left for its next quote: every other hold counted, its own not. */
  left: number;
}

/**
 * The places of a departure as they stand for one booking: "2 places held for this booking" (with
 * "· 1 more left" when others are free too) where its own quote or offer holds places, though the
 * departure reads Full to everyone else; else the departure's own words ("Full", "4 places left").
 */
export function placesForBookingLabel(left: number, own?: OwnHold | null): string {
  if (!own || own.held <= 0) return placesLeftLabel(left);
  if (own.left <= 0) return FULL;
  const held = Math.min(own.held, own.left);
  const more = own.left - held;
  return `${placesLeftWords(held)} held for this booking${more > 0 ? ` · ${more} more left` : ""}`;
}

/** "1 private room left on this departure", or for a booking whose quote holds some, "2 private rooms left for this booking (1 held by its quote)". */
export function roomsLeftForBookingText(left: number, heldByBooking = 0): string {
  const rooms = `${left === 0 ? "No" : left} private ${left === 1 ? "room" : "rooms"} left`;
  return heldByBooking > 0 ? `${rooms} for this booking (${heldByBooking} held by its quote)` : `${rooms} on this departure`;
}
