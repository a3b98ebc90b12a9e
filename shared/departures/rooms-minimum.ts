/**
 * Private rooms and a minimum to run (docs/decisions/private-rooms-and-minimum.md): pure, so the cards,
 * the desk, the digest and the server all read a departure's rooms and its minimum the same way.
 */
import { addDays } from "../money/days";
import { formatRupees } from "../money/rupees";

/** Without a `decideBy` of its own, a departure is decided this many days before it starts. */
export const DECIDE_DAYS_BEFORE = 45;
/** The morning digest lists a departure below its minimum from this many days before its `decideBy`. */
export const DECIDE_SOON_DAYS = 14;

export const GUARANTEED_TO_RUN = "Guaranteed to run";

/** Rooms left: those not taken by an accepted quote or held by a sent one, never below 0. */
export function privateRoomsLeft(privateRooms: number, taken: number, held = 0): number {
  return Math.max(0, privateRooms - taken - held);
}

/** The day the company decides whether the departure runs: its own, else 45 days before it starts. */
export function decideByOf(startDate: string, decideBy: string | null): string {
  return decideBy ?? addDays(startDate, -DECIDE_DAYS_BEFORE);
}

/** The departure runs whatever happens once its travellers taken reach its minimum; one without a minimum promises nothing. */
export function isGuaranteed(minimum: number | null, taken: number): boolean {
  return minimum !== null && minimum > 0 && taken >= minimum;
}

/** Travellers still needed to reach the minimum (0 when reached or when there is none). */
export function stillNeeded(minimum: number | null, taken: number): number {
  return minimum === null ? 0 : Math.max(0, minimum - taken);
}

/** The 409 of a quote or an acceptance asking more rooms than are left: "Only 1 private room is left on this departure, fewer than the 2 asked for". */
export function roomsLeftMessage(left: number, asked: number): string {
  const rooms = (n: number) => `${n} private ${n === 1 ? "room" : "rooms"}`;
  if (left <= 0) return `No private rooms are left on this departure (${rooms(asked)} asked for)`;
  return `Only ${rooms(left)} ${left === 1 ? "is" : "are"} left on this departure, fewer than the ${asked} asked for`;
}

/** The 409 of fewer private rooms than accepted quotes have taken. */
export function roomsTakenMessage(taken: number): string {
  return `${taken} private ${taken === 1 ? "room is" : "rooms are"} already taken: private rooms can't be fewer than ${taken}`;
}

/** The visitor's wish from the dialog as stored: at most one room per traveller and no more than the departure has; none without rooms. */
export function wishedRooms(wish: number | null | undefined, groupSize: number, privateRooms: number): number | null {
  if (wish === null || wish === undefined || wish <= 0 || privateRooms <= 0) return null;
  return Math.min(wish, groupSize, privateRooms);
}

/** The card's and the page's words while a room is left: `Private room +₹12,000`; null when none is. */
export function privateRoomText(left: number, supplement: number): string | null {
  if (left <= 0) return null;
  return supplement > 0 ? `Private room +${formatRupees(supplement)}` : "Private room at no extra cost";
}

/** The desk's words for a departure's minimum: `Guaranteed to run`, `3 more needed by 12 Mar 2027`, or null without one. */
export function minimumText(minimum: number | null, taken: number, decideByText: string): string | null {
  if (minimum === null) return null;
  if (isGuaranteed(minimum, taken)) return GUARANTEED_TO_RUN;
  return `${stillNeeded(minimum, taken)} more needed by ${decideByText}`;
}

/** What the departure's rooms and minimum must hold together; `path`s are the request's fields. */
export function roomsAndMinimumIssues(d: { places: number; privateRooms: number; minimum: number | null; decideBy: string | null; startDate: string }): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (d.privateRooms > d.places) issues.push({ path: "privateRooms", message: `Must be at most the places (${d.places})` });
  if (d.minimum !== null && d.minimum > d.places) issues.push({ path: "minimum", message: `Must be at most the places (${d.places})` });
  if (d.decideBy !== null && d.decideBy > d.startDate) issues.push({ path: "decideBy", message: "Must be on or before the start date" });
  return issues;
}

/** A departure's own rooms and minimum, as stored. */
export interface RoomsAndMinimumFacts {
  startDate: string;
  privateRooms: number;
  privateRoomSupplement: number;
  minimum: number | null;
  decideBy: string | null;
}

/** What the public answer adds: rooms left, the supplement, and whether it runs. */
export function publicRoomsAndMinimum(d: RoomsAndMinimumFacts, taken: number, roomsTaken: number, roomsHeld: number) {
  return {
    privateRoomsLeft: privateRoomsLeft(d.privateRooms, roomsTaken, roomsHeld),
    privateRoomSupplement: d.privateRoomSupplement,
    guaranteed: isGuaranteed(d.minimum, taken),
  };
}

/** What the desk's rows add: the rooms, the minimum and its day to decide, and whether it runs. */
export function adminRoomsAndMinimum(d: RoomsAndMinimumFacts, taken: number, roomsTaken: number, roomsHeld: number) {
  return {
    privateRooms: d.privateRooms,
    ...publicRoomsAndMinimum(d, taken, roomsTaken, roomsHeld),
    minimum: d.minimum,
    decideBy: decideByOf(d.startDate, d.decideBy),
  };
}
