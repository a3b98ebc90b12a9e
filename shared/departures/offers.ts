/**
 * Places held fairly (docs/decisions/places-held.md): pure, so the server's counts, its offers and
 * the desk read a departure's free places and its line the same way.
 */

const HOUR_MS = 3_600_000;

/** WAITLIST_OFFER_HOURS when unset: how long places offered to the line are held. */
export const DEFAULT_OFFER_HOURS = 48;

/** Places left once those taken and those held by sent quotes and open offers are counted, never below 0. */
export function leftWithHolds(places: number, taken: number, held: number): number {
  return Math.max(0, places - taken - held);
}

/**
 * The places the public may still book: none while someone waiting in line without an offer fits
 * those left (they are the line's first), else those left.
 */
export function openToPublic(left: number, smallestWaiting: number | null): number {
  return smallestWaiting !== null && smallestWaiting <= left ? 0 : left;
}

/** One booking in a departure's line, in line order. */
export interface InLine {
  bookingId: number;
  travellers: number;
  /** Holds an open offer already. */
  offered: boolean;
}

/**
 * Who is offered the free places, in line order: the first in line without an offer whose group
 * fits, then, while places remain, the next who fits the rest. A larger group earlier in line does
 * not hold up a smaller one behind it: the company would rather fill the place than leave it empty.
 */
export function offersToMake(line: readonly InLine[], left: number): InLine[] {
  const made: InLine[] = [];
  let free = left;
  for (const w of line) {
    if (free <= 0) break;
    if (w.offered || w.travellers > free) continue;
    made.push(w);
    free -= w.travellers;
  }
  return made;
}

/**
 * Places lowered below what the open offers hold: the offers, in line order, that no longer fit the
 * places free once those taken are counted. The earlier in line keep theirs; a later one that still
 * fits what is left keeps its too. An offer that can't be taken up would hold its places until it
 * lapses while nobody, its own booking included, could be quoted or accept them.
 */
export function offersBeyond<T extends { travellers: number }>(offers: readonly T[], free: number): T[] {
  const beyond: T[] = [];
  let left = free;
  for (const o of offers) {
    if (o.travellers <= left) left -= o.travellers;
    else beyond.push(o);
  }
  return beyond;
}

/** When an offer made (or extended) at `from` ends. */
export function offerEnds(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR_MS);
}

/** An offer as it stands: open until a time, or ended for a reason. */
export type OfferState =
  | { state: "open"; until: Date }
  | { state: "quoted" | "lapsed" | "skipped" | "left" | "withdrawn" };

export type OfferEvent =
  /** The clock moved on: an open offer past its end lapses. */
  | { kind: "tick"; now: Date }
  /** A quote was sent on the departure: within the offer it takes the hold over. */
  | { kind: "quote"; now: Date }
  | { kind: "skip" }
  | { kind: "extend"; hours: number }
  /** The booking was cancelled or left the departure. */
  | { kind: "leave" }
  /** The departure closed or was cancelled. */
  | { kind: "withdraw" };

/**
 * The offer's state machine. An ended offer stays as it ended; `extend` moves an open offer's end on
 * by the hours given, from its current end.
 */
export function offerStep(offer: OfferState, event: OfferEvent): OfferState {
  if (offer.state !== "open") return offer;
  switch (event.kind) {
    case "tick":
      return event.now.getTime() >= offer.until.getTime() ? { state: "lapsed" } : offer;
    case "quote":
      return event.now.getTime() < offer.until.getTime() ? { state: "quoted" } : { state: "lapsed" };
    case "skip":
      return { state: "skipped" };
    case "extend":
      return { state: "open", until: offerEnds(offer.until, event.hours) };
    case "leave":
      return { state: "left" };
    case "withdraw":
      return { state: "withdrawn" };
  }
}
