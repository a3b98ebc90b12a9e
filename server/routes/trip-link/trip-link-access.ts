import type { Request, Response } from "express";
import { placesLeftWords } from "@shared/departures";
import type { Day } from "@shared/money";
import type { TripBody, TripWaitlist } from "@shared/money/account-types";
import { deskTime } from "@shared/desk-clock";
import type { MoneyStorage, QuoteRefusal, RateLimitStorage, Storage } from "../../storage";
import { isTripTokenShape } from "../../storage";
import type { PaymentConfig } from "../../core/config";
import type { Clock } from "../../core/clock";
import { storableKey } from "../../http/rate-limit";
import { deskToday } from "../desk-today";
import { withHowToPay } from "../../trip/trip-payment";
import { acceptQuote, pressOnItsWay } from "../../use-cases/accept-quote";

/**
 * What a trip link opens, or why it opens nothing: the answers of GET/POST /api/trip/:token, the
 * page and the forms. An opened trip carries its booking's id, so a caller that needs the booking
 * (the traveller details) doesn't look the token up again.
 */
export type TripOutcome = { status: 200; trip: TripBody; bookingId: number } | { status: 404 | 409 | 429; message: string; retryAfter?: number };
export type TripRefusal = Exclude<TripOutcome, { status: 200 }>;

/** The visitor's side of a booking by its trip token: the JSON API, the page and its forms all come through here. */
export interface TripAccess {
  /** The booking a token opens, or why it opens nothing; an unknown token counts against the address. */
  open(req: Request, token: string): Promise<{ bookingId: number } | TripRefusal>;
  read(req: Request, token: string): Promise<TripOutcome>;
  accept(req: Request, token: string, quoteId: number): Promise<TripOutcome>;
}

/** A trip's address is its only key: no cache keeps the answer, no Referer carries it, no search engine lists it. */
export function privateTrip(res: Response): void {
  res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" });
}

/** `:n` of a path: a traveller's number; anything else names no traveller. */
export function travellerNumber(raw: unknown): number {
  return typeof raw === "string" && /^[1-9][0-9]{0,2}$/.test(raw) ? Number(raw) : 0;
}

const ACCEPT_FORM_PATH = /^\/trip\/[A-Za-z0-9_-]+\/accept\/?$/;
/** The trip page's details forms, posted without scripts (their page sends `Origin: null`, like Accept quote's). */
const DETAILS_FORM_PATH = /^\/trip\/[A-Za-z0-9_-]+\/(?:travellers\/[1-9][0-9]{0,2}|insurance)\/?$/;

/**
 * Accept quote and the details forms posted as forms: their page is served with
 * `Referrer-Policy: no-referrer`, so the browser sends `Origin: null`. The token in the path is the
 * only credential (no cookie is read), so the origin check lets that through here
 * (server/http/origin-check.ts); another site's origin is still refused.
 */
export function isTripFormPost(req: Request): boolean {
  return req.method === "POST" && (ACCEPT_FORM_PATH.test(req.path) || DETAILS_FORM_PATH.test(req.path));
}

/** Unknown tokens one client address may present per window (30 an hour, docs/http-api.md), then 429 for unknown ones. */
const TRIP_GUESSES = 30;
const GUESS_WINDOW_MS = 3_600_000;
const guessKey = (req: Request) => `trip-guess:${storableKey(req.ip ?? "unknown")}`;

const NOT_FOUND: TripRefusal = { status: 404, message: "No such trip" };

export interface TripOptions {
  timeZone: string;
  /** The desk's clock: what "today" and "now" are for the desk's judgments. */
  clock: Clock;
  payment: PaymentConfig;
  messageIdDomain: string;
  /** Where the acceptance alert goes when the booking's assignee has no e-mail. */
  staffAlertTo: string[];
  onQueued?: () => void;
}

type TripStorage = { money: Pick<MoneyStorage, "bookingOfTripToken" | "readTrip" | "acceptRefusals">; changes: Pick<Storage["changes"], "inPlacesTurns" | "onItsWay" | "afterTurns">; rateLimits: Pick<RateLimitStorage, "hitRateLimit"> };

const ACCEPT_REFUSALS: Record<Exclude<QuoteRefusal["error"], "full">, TripOutcome> = {
  "no-departure": { status: 409, message: "This quote can no longer be accepted" },
  "departure-closed": { status: 409, message: "This departure is cancelled: please write to us and we will suggest other dates" },
  "no-booking": NOT_FOUND,
  erased: NOT_FOUND,
  "no-quote": { status: 404, message: "No such quote on this trip" },
  cancelled: { status: 409, message: "This booking is cancelled: its quote can no longer be accepted" },
  accepted: { status: 409, message: "This quote is already accepted" },
  replaced: { status: 409, message: "This quote was replaced by a later one: accept the latest quote" },
  expired: { status: 409, message: "This quote has expired: please write to us for a new one" },
  credit: { status: 409, message: "This quote can no longer be accepted" },
  rooms: { status: 409, message: "The private rooms in this quote are no longer free: please write to us and our team will send a new quote" },
};

/**
 * The visitor's side of a booking's money, by the trip link's token: shared by GET/POST
 * /api/trip/:token and the server-rendered page. A token is looked up by its hash alone. A known
 * one is always served; every unknown one counts against the client's address, and once it has
 * presented TRIP_GUESSES in the window, unknown ones answer 429 there until the window ends. With
 * 192 random bits a token is not found by guessing: the bound spares the database a flood.
 */
export function tripAccess(storage: TripStorage, o: TripOptions): TripAccess {
  async function open(req: Request, token: string): Promise<{ bookingId: number } | TripRefusal> {
    // A valid link is looked up first and always served: a stranger's guesses from a shared address
    // (an office, a hotel's Wi-Fi) never shut its visitors out of their trip pages.
    const bookingId = isTripTokenShape(token) ? await storage.money.bookingOfTripToken(token) : undefined;
    if (bookingId !== undefined) return { bookingId };
    const { hits } = await storage.rateLimits.hitRateLimit(guessKey(req), GUESS_WINDOW_MS);
    return hits > TRIP_GUESSES ? limited() : NOT_FOUND;
  }

  async function answer(bookingId: number, today: Day): Promise<TripOutcome> {
    const trip = await storage.money.readTrip(bookingId, today);
    return trip ? { status: 200, trip: await withHowToPay(withOfferTime(trip, o.timeZone), o.payment), bookingId } : NOT_FOUND;
  }

  return {
    open,
    async read(req, token) {
      const opened = await open(req, token);
      return "bookingId" in opened ? answer(opened.bookingId, deskToday(o)) : opened;
    },
    async accept(req, token, quoteId) {
      const today = deskToday(o);
      // Fifty visitors pressing at once make one turn, not a lone first press and then the rest.
      const arrived = pressOnItsWay(storage, today);
      const opened = await open(req, token).catch((err: unknown) => {
        arrived();
        throw err;
      });
      if (!("bookingId" in opened)) {
        arrived();
        return opened;
      }
      const ctx = { today, messageIdDomain: o.messageIdDomain, staffAlertTo: o.staffAlertTo, address: req.ip ?? null };
      const result = await acceptQuote(storage, opened.bookingId, quoteId, ctx, arrived).catch((err: unknown) => {
        // Two presses at once: the partial unique index lets one acceptance through.
        if ((err as { code?: string }).code === "23505") return { error: "accepted" as const };
        throw err;
      });
      if ("error" in result && result.error === "full") return fullOutcome(result.left);
      if ("error" in result) return ACCEPT_REFUSALS[result.error];
      // The e-mails go once this press's trip is read for its answer and the burst's turns are made:
      // composing them beside the turns and the accepted presses' reads slows both.
      try {
        return await answer(opened.bookingId, today);
      } finally {
        storage.changes.afterTurns(() => o.onQueued?.());
      }
    },
  };
}

/** The end of places offered, said in the desk's time zone as the offer's e-mail says it. */
function withOfferTime<T extends { waitlist: TripWaitlist | null }>(trip: T, timeZone: string): T {
  const w = trip.waitlist;
  if (!w?.offeredUntil) return trip;
  return { ...trip, waitlist: { ...w, offeredUntilText: deskTime(new Date(w.offeredUntil), timeZone) } };
}

/** The departure filled before the visitor accepted: the booking is on its waiting list (quote-places.ts). */
function fullOutcome(left: number): TripOutcome {
  const places = left === 0 ? "No places are left" : `Only ${placesLeftWords(left)} left`;
  return { status: 409, message: `${places} on this departure, too few for your group. You are on its waiting list, and our team will be in touch about a place or other dates.` };
}

function limited(): TripRefusal {
  return { status: 429, message: "Too many unknown trip links from this address; try again later", retryAfter: GUESS_WINDOW_MS / 1000 };
}
