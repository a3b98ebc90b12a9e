import { Router } from "express";
import { setAssigneeSchema } from "@shared/desk";
import { HttpError } from "../errors";
import { audit } from "../audit";
import type { EnquiryMailSettings, Storage } from "../storage";
import { actor } from "./actor";
import { pathId } from "./path-id";

/** `PUT /bookings/:id/assignee`: the owner of a booking changes, and the new one is told by e-mail. Mounted behind staffGate. */
export function assignRouter(storage: Storage, opts: { mail: EnquiryMailSettings; onQueued?: () => void }): Router {
  const router = Router();
  router.put("/bookings/:id/assignee", async (req, res) => {
    const id = pathId(req);
    const { userId } = setAssigneeSchema.parse(req.body);
    const result = await storage.assignBooking(id, userId, actor(req), opts.mail.messageIdDomain);
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      throw new HttpError(400, "No active staff member with that id", [{ path: "userId", message: "Unknown or disabled user" }]);
    }
    req.log.info({ bookingId: id, assigneeId: userId, by: req.session.username }, "assignee changed");
    await audit(storage, req, "assigned", `booking ${id}`, { assigneeId: userId });
    res.json(result.booking);
    if (result.changed) opts.onQueued?.();
  });
  return router;
}
