/**
 * The private room supplement (docs/decisions/private-rooms-and-minimum.md): a departure's price per
 * person for a room of one's own, charged once for each room the quote asks for. Like the extras, it
 * is added after the discounts, which apply to the base only.
 */

/** The account's, the trip page's and the e-mails' name for the line. */
export const PRIVATE_ROOM_SUPPLEMENT = "Private room supplement";

/** Rooms × the supplement per person, whole rupees; 0 when no room is asked for. */
export function privateRoomAmount(rooms: number, supplementPerPerson: number): number {
  return rooms > 0 && supplementPerPerson > 0 ? rooms * supplementPerPerson : 0;
}
