import { formatRupees } from "../money/rupees";
import { placesLeftLabel, placesLeftText } from "./availability";
import { departureDatesText } from "./dates-text";
import { GUARANTEED_TO_RUN, privateRoomText } from "./rooms-minimum";
import type { PublicDeparture } from "./types";

/**
 * A departure as a booking card and the enquiry dialog print it, its words made where it is served
 * (the server, from the money rules and the departures' own): the page's JSON copy carries these,
 * so the browser formats nothing and every catalogue page's script stays small.
 */
export interface CardDeparture {
  id: number;
  /** `14–19 Mar 2027`. */
  dates: string;
  /** `₹58,000 per person`. */
  price: string;
  /** `3 places left`, `Full`, or null while plenty are left. */
  places: string | null;
  /**
   * `12 places left`, `1 place left` or `Full`, however many are left: a programme page lists every
   * departure's places (the contract), where the card keeps quiet while plenty are left.
   */
  placesLabel: string;
  full: boolean;
  /** `Private room +₹12,000` while a room of one's own and a place are left, else null. */
  privateRoom: string | null;
  /** How many private rooms are left (the dialog offers up to this many). */
  privateRoomsLeft: number;
  /** `Guaranteed to run` once its minimum is taken, else null. */
  guaranteed: string | null;
  /** The Book button's name: `Book 14–19 Mar 2027`, or `Join the waiting list for …` when full. */
  book: string;
}

/** Each programme's upcoming departures as its card shows them, by the name the card prints. */
export type CardDeparturesByProgramme = Record<string, CardDeparture[]>;

export function toCardDeparture(d: PublicDeparture): CardDeparture {
  const dates = departureDatesText(d.startDate, d.endDate);
  const full = d.placesLeft <= 0;
  return {
    id: d.id,
    dates,
    price: `${formatRupees(d.pricePerPerson)} per person`,
    places: placesLeftText(d.placesLeft),
    placesLabel: placesLeftLabel(d.placesLeft),
    full,
    // A full departure's room can't be booked: the label would invite it beside Join the waiting list.
    privateRoom: full ? null : privateRoomText(d.privateRoomsLeft ?? 0, d.privateRoomSupplement ?? 0),
    privateRoomsLeft: d.privateRoomsLeft ?? 0,
    guaranteed: d.guaranteed ? GUARANTEED_TO_RUN : null,
    book: `${full ? "Join the waiting list for" : "Book"} ${dates}`,
  };
}

/**
 * The dialog's word, before sending, for a group larger than the places left on the chosen
 * departure: it joins the waiting list (the server decides, by the same count). Null when it fits.
 * The number is read from the label the server wrote, which the page's JSON copy carries already.
 */
export function waitingListNote(d: Pick<CardDeparture, "full" | "placesLabel">, groupSize: number): string | null {
  if (d.full) return "This departure is full: your enquiry joins its waiting list, and we write to you as soon as places open.";
  const left = Number.parseInt(d.placesLabel, 10);
  if (!(groupSize > left)) return null;
  return `Only ${left} ${left === 1 ? "place is" : "places are"} left, fewer than your group of ${groupSize}: your enquiry joins the waiting list, and we write to you as soon as places open for your group.`;
}
