import type { Request } from "express";
import { HttpError } from "../../core/errors";
import { placesLeftWords } from "@shared/departures";
import type { QuoteRefusal } from "../../storage";
import type { TripLinkKey } from "../../storage";
import type { TripLinkOptions } from "../../storage";
import type { Clock } from "../../core/clock";

export interface QuoteRoutesOptions {
  /** DESK_TIMEZONE: "today" is today there. */
  timeZone: string;
  /** The desk's clock: what "today" and "now" are for the desk's judgments. */
  clock: Clock;
  /** The domain of the Message-IDs of the e-mails queued. */
  messageIdDomain: string;
  /** Wakes this process's mail delivery after an e-mail was queued. */
  onQueued?: () => void;
  /** Opens the sealed trip links (from the session secret). */
  tripKey: TripLinkKey;
  /** PUBLIC_URL; unset, the trip link names the address the request came to. */
  publicUrl?: string;
}

/** The trip link's base: PUBLIC_URL, or the origin this request reached. */
export function tripLinkOptions(req: Request, o: Pick<QuoteRoutesOptions, "tripKey" | "publicUrl">): TripLinkOptions {
  return { key: o.tripKey, baseUrl: o.publicUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}` };
}

const REFUSALS: Record<Exclude<QuoteRefusal["error"], "credit" | "full" | "departure-closed">, [number, string]> = {
  "no-departure": [400, "No such departure"],
  "no-booking": [404, "No such booking"],
  erased: [409, "This booking's personal data was erased"],
  cancelled: [409, "This booking is cancelled"],
  accepted: [409, "This booking's quote is already accepted"],
  "no-quote": [404, "No such quote on this booking"],
  replaced: [409, "This quote was replaced by a later one"],
  expired: [409, "This quote has expired"],
};

/** Throws the HTTP answer of a refused quote or acceptance; answers the result when it was not refused. */
export function unlessQuoteRefused<T extends object>(result: T | QuoteRefusal): T {
  if (!("error" in result)) return result;
  if (result.error === "credit") throw new HttpError(400, result.message, [{ path: "creditFrom", message: result.message }]);
  if (result.error === "full") throw new HttpError(409, `Only ${placesLeftWords(result.left)} left on this departure, fewer than the quote's ${result.travellers} travellers`, [{ path: "travellers", message: `At most ${result.left}` }]);
  if (result.error === "departure-closed") throw new HttpError(409, result.message, [{ path: "departureId", message: result.message }]);
  const [status, message] = REFUSALS[result.error];
  throw new HttpError(status, message);
}

