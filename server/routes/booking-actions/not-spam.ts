import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { HttpError } from "../../core/errors";
import { requireStaff } from "../../auth/guard";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";
import type { BookingActionOptions } from "./booking-action-options";

/** `POST /api/admin/bookings/:id/not-spam`: staff release a suspect enquiry; its e-mails go out then. */
export function notSpamRoute(router: Router, storage: Storage, opts: BookingActionOptions): void {
  router.post(apiPaths.bookingNotSpam.pattern, requireStaff, async (req, res) => {
    const id = pathId(req);
    const result = await storage.mail.releaseSuspect(id, opts.mail, actor(req));
    if (!result) throw new HttpError(404, "No such booking");
    if (result.released) await audit(storage, req, "not-spam", `booking ${id}`);
    res.json(result.booking);
    if (result.released) {
      req.log.info({ bookingId: id, by: req.session.username }, "suspect enquiry released");
      opts.onQueued?.();
    }
  });
}
