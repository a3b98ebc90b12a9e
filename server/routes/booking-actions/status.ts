import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { updateBookingStatusSchema } from "@shared/requests/booking-status";
import { HttpError } from "../../core/errors";
import { audit } from "../record-audit";
import type { Storage, StatusRefusal } from "../../storage";
import { todayIn } from "@shared/money";
import type { BookingActionOptions } from "./booking-action-options";
import { pathId } from "../path-id";

const REFUSALS: Record<StatusRefusal["error"], string> = {
  settled: "This booking was cancelled with a settlement and stays cancelled",
  "accepted-quote": "This booking has an accepted quote: use Cancel booking, which settles its refund or credit",
  "places-gone": "The places this booking's quote or offer held have gone to others since it was cancelled, so it stays cancelled",
};

/** `PATCH /api/admin/bookings/:id/status`: the booking moves along its pipeline. */
export function statusRoute(router: Router, storage: Storage, opts: Pick<BookingActionOptions, "timeZone" | "clock">): void {
  router.patch(apiPaths.bookingStatus.pattern, async (req, res) => {
    const id = pathId(req);
    const { status } = updateBookingStatusSchema.parse(req.body);
    const today = todayIn(opts.timeZone, opts.clock.now());
    const updated = await storage.bookings.updateBookingStatus(id, status, req.session.username ?? `user ${req.session.userId}`, today);
    if (!updated) throw new HttpError(404, "No such booking");
    if ("error" in updated) throw new HttpError(409, REFUSALS[updated.error]);
    req.log.info({ bookingId: id, status, by: req.session.username }, "status changed");
    await audit(storage, req, "status-changed", `booking ${id}`, { status });
    res.json(await storage.bookings.getBookingItem(id));
  });
}
