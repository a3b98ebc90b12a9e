import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { replySchema } from "@shared/conversation";
import { HttpError } from "../../core/errors";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";
import type { BookingActionOptions } from "./booking-action-options";

/** `POST /api/admin/bookings/:id/replies`: a reply from the desk, queued as an e-mail. */
export function repliesRoute(router: Router, storage: Storage, opts: BookingActionOptions): void {
  router.post(apiPaths.bookingReplies.pattern, async (req, res) => {
    const id = pathId(req);
    const input = replySchema.parse(req.body);
    const result = await storage.conversations.sendReply(id, input, actor(req), opts.mail.messageIdDomain);
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      if (result.error === "not-a-sender") {
        throw new HttpError(400, "A reply goes to the booking's e-mail or to someone who wrote on it", [{ path: "to", message: "Not the booking's e-mail nor a sender on it" }]);
      }
      throw new HttpError(409, "This enquiry's personal data was erased: there is no address to reply to");
    }
    req.log.info({ bookingId: id, by: req.session.username }, "reply queued");
    await audit(storage, req, "reply-sent", `booking ${id}`);
    if (result.assigned) await audit(storage, req, "assigned", `booking ${id}`, { assigneeId: req.session.userId });
    res.status(201).json(result.entry);
    opts.onQueued?.();
  });
}
