import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { updateBookingStatusSchema } from "@shared/requests/booking-status";
import { HttpError } from "../../core/errors";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { pathId } from "../path-id";

/** `PATCH /api/admin/bookings/:id/status`: the booking moves along its pipeline. */
export function statusRoute(router: Router, storage: Storage): void {
  router.patch(apiPaths.bookingStatus.pattern, async (req, res) => {
    const id = pathId(req);
    const { status } = updateBookingStatusSchema.parse(req.body);
    const updated = await storage.bookings.updateBookingStatus(id, status, req.session.username ?? `user ${req.session.userId}`);
    if (!updated) throw new HttpError(404, "No such booking");
    if ("error" in updated) {
      throw new HttpError(
        409,
        updated.error === "settled"
          ? "This booking was cancelled with a settlement and stays cancelled"
          : "This booking has an accepted quote: use Cancel booking, which settles its refund or credit",
      );
    }
    req.log.info({ bookingId: id, status, by: req.session.username }, "status changed");
    await audit(storage, req, "status-changed", `booking ${id}`, { status });
    res.json(await storage.bookings.getBookingItem(id));
  });
}
