import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { setDuplicateOfSchema } from "@shared/desk";
import { HttpError } from "../../core/errors";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";

/** `PUT /api/admin/bookings/:id/duplicate-of`: marking a booking as a duplicate of the same person's other one, and undoing it. */
export function duplicateOfRoute(router: Router, storage: Storage): void {
  router.put(apiPaths.bookingDuplicateOf.pattern, async (req, res) => {
    const id = pathId(req);
    const { bookingId } = setDuplicateOfSchema.parse(req.body);
    const result = await storage.bookings.setDuplicateOf(id, bookingId, actor(req));
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      const message =
        result.error === "itself"
          ? "A booking can't duplicate itself"
          : result.error === "loop"
            ? "That booking is already marked as a duplicate of this one"
            : "No booking with that id";
      throw new HttpError(400, message, [{ path: "bookingId", message }]);
    }
    req.log.info({ bookingId: id, duplicateOf: bookingId, by: req.session.username }, "duplicate mark changed");
    await audit(storage, req, "duplicate-marked", `booking ${id}`, { duplicateOf: bookingId });
    const item = await storage.bookings.getBookingItem(id);
    res.json({ ...item, duplicateOf: item?.duplicateOfId ?? null });
  });
}
