import { HttpError } from "../../core/errors";
import { tooFewPlacesWords } from "@shared/departures";
import { roomsLeftMessage } from "@shared/departures/rooms-minimum";
import type { QuoteRefusal } from "../../storage";

const REFUSALS: Record<Exclude<QuoteRefusal["error"], "credit" | "full" | "departure-closed" | "rooms">, [number, string]> = {
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
  if (result.error === "full") throw new HttpError(409, tooFewPlacesWords(result.left, { travellers: result.travellers, of: "the quote's" }, "this departure"), [{ path: "travellers", message: `At most ${result.left}` }]);
  if (result.error === "departure-closed") throw new HttpError(409, result.message, [{ path: "departureId", message: result.message }]);
  if (result.error === "rooms") throw new HttpError(409, roomsLeftMessage(result.left, result.asked), [{ path: "privateRooms", message: `At most ${result.left}` }]);
  const [status, message] = REFUSALS[result.error];
  throw new HttpError(status, message);
}

