import { formatDay } from "@shared/money";
import type { TripBody } from "@shared/money/account-types";

/** The header's sentence after the greeting: where this booking stands and what to do next. */
export function tripIntro(trip: Pick<TripBody, "status" | "quote" | "waitlist" | "acceptable">): string {
  const quote = trip.quote;
  if (trip.status === "cancelled") return "your booking is cancelled. Below is what you get back.";
  if (!quote) return "we are preparing your quote and will e-mail you when it is ready.";
  switch (quote.state) {
    case "open":
      if (!trip.acceptable && trip.waitlist) return "this departure's last places went before your acceptance came through, so you're on its waiting list. We will write to you as soon as a place opens.";
      return `here is your quote. Accept it by ${formatDay(quote.validUntil)} to confirm your place.`;
    case "accepted":
      return "your booking is confirmed. Here is what you have paid and what is still to pay.";
    case "expired":
      return `this quote expired on ${formatDay(quote.validUntil)} and can no longer be accepted. Reply to our e-mail and we will send you a new one.`;
    case "replaced":
      return "this quote was replaced by a newer one and can no longer be accepted. Please open the link in our latest e-mail.";
  }
}
