import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { todayIn } from "@shared/money";
import { HttpError } from "../../core/errors";
import { requireStaff } from "../../auth/guard";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";
import type { BookingActionOptions } from "./booking-action-options";

type Line = { waitlisted: boolean; waitlistPosition: number | null };

/**
 * A suspect enquiry held no place in its departure's line. Released, it is treated as if it had
 * just arrived: when its group doesn't fit the places the public may book now, it joins the end of
 * the line. This runs before the release, so the acknowledgement queued by it reads the place.
 */
async function joinAsJustArrived(storage: Storage, id: number, opts: BookingActionOptions): Promise<Line | undefined> {
  const booking = await storage.bookings.getBooking(id);
  if (!booking?.suspect || booking.departureId === null) return undefined;
  const departure = await storage.departures.openDeparture(booking.departureId, todayIn(opts.timeZone, opts.clock.now()));
  if (!departure || booking.groupSize <= departure.left) return undefined;
  return { waitlisted: true, waitlistPosition: await storage.departures.joinWaitlist(id, booking.groupSize) };
}

/** `POST /api/admin/bookings/:id/not-spam`: staff release a suspect enquiry; its e-mails go out then, and it joins its departure's line when full. */
export function notSpamRoute(router: Router, storage: Storage, opts: BookingActionOptions): void {
  router.post(apiPaths.bookingNotSpam.pattern, requireStaff, async (req, res) => {
    const id = pathId(req);
    const line = await joinAsJustArrived(storage, id, opts);
    const result = await storage.mail.releaseSuspect(id, opts.mail, actor(req));
    if (!result) throw new HttpError(404, "No such booking");
    if (result.released) await audit(storage, req, "not-spam", `booking ${id}`);
    res.json({ ...result.booking, ...line });
    if (result.released) {
      req.log.info({ bookingId: id, by: req.session.username }, "suspect enquiry released");
      opts.onQueued?.();
    }
  });
}
