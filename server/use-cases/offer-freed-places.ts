import { offerStep } from "@shared/departures";
import type { Day } from "@shared/money";
import type { Storage } from "../storage";

export type OfferRoundStorage = { departures: Pick<Storage["departures"], "departuresToOffer">; changes: Pick<Storage["changes"], "inPlacesChange"> };
export type OfferActionStorage = { changes: Pick<Storage["changes"], "inPlacesChange"> };
export type OfferActionResult = { ok: true } | { error: "no-booking" | "no-offer" };

/**
 * The offers' clock-driven round (every process, every DESK_TICK_MS; docs/decisions/places-held.md):
 * offers past their end lapse and pass on, and places freed without a change of places are offered
 * to the line. Each departure is worked in its own transaction under its row's lock, so two
 * processes never make or lapse the same offer twice. Answers how many offers were made (one
 * e-mail each).
 */
export async function offerRound(storage: OfferRoundStorage, today: Day, messageIdDomain: string): Promise<number> {
  let offered = 0;
  for (const id of await storage.departures.departuresToOffer(today)) {
    offered += await storage.changes.inPlacesChange([id], async (writes) => {
      // The departure first, as every change of places: lapsing takes its bookings out of the line.
      if (!(await writes.lockDeparture(id))) return 0;
      await writes.lapseOffers(id);
      return (await writes.offerFreePlaces(id, today, messageIdDomain)).length;
    });
  }
  return offered;
}

/**
 * Staff's **Skip** (the offer ends now, the booking leaves the line and its places pass on to the
 * next) and **Extend offer** (its end moves on by WAITLIST_OFFER_HOURS), under the departure's lock.
 */
export function offerAction(
  storage: OfferActionStorage,
  bookingId: number,
  action: "skip" | "extend",
  today: Day,
  messageIdDomain: string,
): Promise<OfferActionResult> {
  return storage.changes.inPlacesChange([], async (writes): Promise<OfferActionResult> => {
    const booking = await writes.lockBooking(bookingId);
    if (!booking) return { error: "no-booking" };
    const offer = await writes.openOffer(bookingId);
    if (!offer || booking.departureId !== offer.departureId || booking.waitlistedAt === null || booking.status === "cancelled") return { error: "no-offer" };
    if (action === "extend") {
      const next = offerStep({ state: "open", until: offer.offeredUntil }, { kind: "extend", hours: writes.offerHours });
      if (next.state === "open") await writes.extendOffer(offer.id, next.until);
      return { ok: true };
    }
    await writes.skipOffer(bookingId, offer.departureId);
    await writes.offerFreePlaces(offer.departureId, today, messageIdDomain);
    return { ok: true };
  });
}
