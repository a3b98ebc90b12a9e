import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { HttpError } from "../../core/errors";
import { requireStaff } from "../../auth/guard";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";
import { releaseSuspectEnquiry } from "../../use-cases/release-suspect-enquiry";
import type { BookingActionOptions } from "./booking-action-options";

/** `POST /api/admin/bookings/:id/not-spam`: staff release a suspect enquiry; its e-mails go out then, and it joins its departure's line when full. */
export function notSpamRoute(router: Router, storage: Storage, opts: BookingActionOptions): void {
  router.post(apiPaths.bookingNotSpam.pattern, requireStaff, async (req, res) => {
    const id = pathId(req);
    const result = await releaseSuspectEnquiry(storage, id, actor(req), opts);
    if (!result) throw new HttpError(404, "No such booking");
    if (result.released) await audit(storage, req, "not-spam", `booking ${id}`);
    res.json({ ...result.booking, ...result.line });
    if (result.released) {
      req.log.info({ bookingId: id, by: req.session.username }, "suspect enquiry released");
      opts.onQueued?.();
    }
  });
}
