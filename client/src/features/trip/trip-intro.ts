import { formatDay } from "@shared/money";
import { placesLeftWords } from "@shared/departures";
import type { TripBody } from "@shared/money/account-types";

type IntroOf = Pick<TripBody, "status" | "quote" | "waitlist" | "acceptable" | "offerLapsed">;

/**
 * Before any quote: what the booking is waiting for. Places offered to it are said with the time
 * they are held until, as the offer's e-mail (which links here) says them.
 */
function beforeQuote(trip: IntroOf): string {
  const w = trip.waitlist;
  if (w?.placesOffered && w.offeredUntilText) {
    return `places have opened: we are holding ${placesLeftWords(w.placesOffered)} on this departure for you until ${w.offeredUntilText}. Reply to our e-mail, or call or WhatsApp us, before then, and we will send your quote.`;
  }
  if (w) return `you're on this departure's waiting list, number ${w.position} in line. We will e-mail you as soon as places open for your group.`;
  if (trip.offerLapsed) return "the places we held for you on this departure have passed to the next in line. Reply to our e-mail if you would still like to travel with us, and we will look at other dates with you.";
  return "we are preparing your quote and will e-mail you when it is ready.";
}

/** The header's sentence after the greeting: where this booking stands and what to do next. */
export function tripIntro(trip: IntroOf): string {
  const quote = trip.quote;
  if (trip.status === "cancelled") return "your booking is cancelled. Below is what you get back.";
  if (!quote) return beforeQuote(trip);
  switch (quote.state) {
    case "open":
      if (!trip.acceptable && trip.waitlist) return "this departure's last places went before your acceptance came through, so you're on its waiting list. We will write to you as soon as a place opens.";
      if (trip.waitlist?.offeredUntilText) return `places are held for you until ${trip.waitlist.offeredUntilText}: accept your quote by then to confirm your place.`;
      return `here is your quote. Accept it by ${formatDay(quote.validUntil)} to confirm your place.`;
    case "accepted":
      return "your booking is confirmed. Here is what you have paid and what is still to pay.";
    case "expired":
      return `this quote expired on ${formatDay(quote.validUntil)} and can no longer be accepted. Reply to our e-mail and we will send you a new one.`;
    case "replaced":
      return "this quote was replaced by a newer one and can no longer be accepted. Please open the link in our latest e-mail.";
  }
}
