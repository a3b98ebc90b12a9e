import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { offerActionSchema } from "@shared/departures/offer-request";
import { HttpError } from "../../core/errors";
import type { Storage } from "../../storage";
import type { Clock } from "../../core/clock";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { offerAction, type OfferActionStorage } from "../../use-cases/offer-freed-places";

export interface OfferRouteOptions {
  timeZone: string;
  clock: Clock;
  messageIdDomain: string;
  /** A departure's places changed: the site's read of them is out of date. */
  onChange?: () => void;
  /** Wakes this process's mail delivery after an e-mail was queued. */
  onQueued?: () => void;
}

type OfferStorage = OfferActionStorage & { bookings: Pick<Storage["bookings"], "getBookingItem"> };

/** Staff's **Skip** and **Extend offer** on a booking holding an offer of places (docs/decisions/places-held.md). Behind staffGate. */
export function offerRouter(storage: OfferStorage, o: OfferRouteOptions): Router {
  const router = Router();
  router.post(apiPaths.bookingOffer.pattern, async (req, res) => {
    const id = pathId(req);
    const { action } = offerActionSchema.parse(req.body);
    const result = await offerAction(storage, id, action, deskToday(o), o.messageIdDomain);
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      throw new HttpError(409, "This booking holds no open offer of places");
    }
    req.log.info({ bookingId: id, action, by: req.session.username }, action === "skip" ? "offer skipped" : "offer extended");
    o.onChange?.();
    o.onQueued?.();
    res.json(await storage.bookings.getBookingItem(id));
  });
  return router;
}
