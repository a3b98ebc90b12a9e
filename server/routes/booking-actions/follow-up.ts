import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { setFollowUpSchema } from "@shared/follow-up";
import { HttpError } from "../../core/errors";
import type { Clock } from "../../core/clock";
import type { BookingStorage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";

/** PUT /api/admin/bookings/:id/follow-up: when to come back to a booking (a future time), or null to clear it. */
export function followUpRoute(router: Router, storage: { bookings: Pick<BookingStorage, "setFollowUp"> }, clock: Clock): void {
  router.put(apiPaths.bookingFollowUp.pattern, async (req, res) => {
    const id = pathId(req);
    const input = setFollowUpSchema.parse(req.body);
    if (input.at && input.at.getTime() <= clock.now().getTime()) {
      throw new HttpError(400, "The follow-up must be in the future", [{ path: "at", message: "Must be in the future" }]);
    }
    const booking = await storage.bookings.setFollowUp(id, input.at, input.note, actor(req));
    if (!booking) throw new HttpError(404, "No such booking");
    if ("error" in booking) throw new HttpError(409, "This enquiry's personal data was erased: nothing more can be recorded or sent about its visitor");
    req.log.info({ bookingId: id, by: req.session.username, followUpAt: input.at }, input.at ? "follow-up set" : "follow-up cleared");
    res.json(booking);
  });
}
