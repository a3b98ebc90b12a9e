import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { setAssigneeSchema } from "@shared/desk";
import { HttpError } from "../../core/errors";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";
import type { BookingActionOptions } from "./booking-action-options";

/** `PUT /api/admin/bookings/:id/assignee`: the owner of a booking changes, and the new one is told by e-mail. */
export function assigneeRoute(router: Router, storage: Storage, opts: BookingActionOptions): void {
  router.put(apiPaths.bookingAssignee.pattern, async (req, res) => {
    const id = pathId(req);
    const { userId } = setAssigneeSchema.parse(req.body);
    const result = await storage.activity.assignBooking(id, userId, actor(req), opts.mail.messageIdDomain);
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      throw new HttpError(400, "No active staff member with that id", [{ path: "userId", message: "Unknown or disabled user" }]);
    }
    req.log.info({ bookingId: id, assigneeId: userId, by: req.session.username }, "assignee changed");
    await audit(storage, req, "assigned", `booking ${id}`, { assigneeId: userId });
    res.json(result.booking);
    if (result.changed) opts.onQueued?.();
  });
}
