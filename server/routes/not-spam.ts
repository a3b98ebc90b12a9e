import { Router } from "express";
import { HttpError } from "../errors";
import { requireStaff } from "../auth/guard";
import { audit } from "../audit";
import type { EnquiryMailSettings, Storage } from "../storage";
import { actor } from "./actor";
import { pathId } from "./path-id";

/** `POST /bookings/:id/not-spam`: staff release a suspect enquiry; its e-mails go out then. */
export function notSpamRouter(storage: Storage, opts: { mail: EnquiryMailSettings; onQueued?: () => void }): Router {
  const router = Router();
  router.post("/bookings/:id/not-spam", requireStaff, async (req, res) => {
    const id = pathId(req);
    const result = await storage.releaseSuspect(id, opts.mail, actor(req));
    if (!result) throw new HttpError(404, "No such booking");
    if (result.released) await audit(storage, req, "not-spam", `booking ${id}`);
    res.set("Cache-Control", "no-store");
    res.json(result.booking);
    if (result.released) {
      req.log.info({ bookingId: id, by: req.session.username }, "suspect enquiry released");
      opts.onQueued?.();
    }
  });
  return router;
}
