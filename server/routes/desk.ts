import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import type { DeskClock } from "@shared/follow-up";
import { HttpError } from "../core/errors";
import type { BookingEvents } from "../events/booking-events";
import type { Storage } from "../storage";
import { pathId } from "./path-id";
import { parseQuery } from "./parse-query";
import { sessionStillLive } from "../auth/live-session";
import type { Clock } from "../core/clock";
import { bookingStream } from "./booking-stream";
import { deskToday } from "./desk-today";
import type { BookingDetail } from "@shared/api-types";
import { insightsQuery } from "@shared/insight-periods";

export interface DeskRouterOptions {
  /** New enquiries for the live stream; without them /api/admin/events answers 404. */
  events?: BookingEvents;
  streamHeartbeatMs?: number;
  /** DESK_TIMEZONE, for the desk's clock. */
  timeZone: string;
  /** The desk's clock: what "today" and "now" are for the desk's judgments. */
  clock: Clock;
}

/**
 * The staff desk's endpoints beside the booking list: one booking, the staff to assign to, the
 * desk's clock, insights and the live stream of new enquiries. Mounted behind requireStaff.
 */
export function deskRouter(storage: Storage, { events, streamHeartbeatMs, timeZone, clock }: DeskRouterOptions): Router {
  const router = Router();

  router.get(apiPaths.booking.pattern, async (req, res) => {
    const id = pathId(req);
    const [booking, related] = await Promise.all([storage.bookings.getBookingItem(id), storage.bookings.relatedBookings(id)]);
    if (!booking) throw new HttpError(404, "No such booking");
    const today = deskToday({ timeZone, clock });
    const [d, forBooking] =
      booking.departureId === null
        ? [undefined, undefined]
        : await Promise.all([storage.departures.adminDeparture(booking.departureId, today), storage.departures.bookingHold(booking.departureId, id, today)]);
    const departure = d
      ? { id: d.id, programme: d.programme, startDate: d.startDate, endDate: d.endDate, pricePerPerson: d.pricePerPerson, status: d.status, left: d.left, privateRoomSupplement: d.privateRoomSupplement ?? 0, forBooking }
      : null;
    res.json({ ...booking, related, departure } satisfies BookingDetail);
  });

  // The desk's zone and time, for the follow-up's quick choices.
  router.get(apiPaths.deskClock.pattern, (_req, res) => {
    res.json({ timeZone, now: clock.now().toISOString() } satisfies DeskClock);
  });

  router.get(apiPaths.staff.pattern, async (_req, res) => {
    res.json(await storage.users.listActiveStaff());
  });

  router.get(apiPaths.insights.pattern, async (req, res) => {
    const { weeks } = parseQuery(insightsQuery, req);
    res.json(await storage.insights.insights(new Date(), weeks));
  });

  if (events)
    router.get(
      apiPaths.deskEvents.pattern,
      bookingStream(events, {
        stillSignedIn: sessionStillLive(storage),
        heartbeatMs: streamHeartbeatMs,
        missedAfter: (afterId, limit) => storage.bookings.bookingIdsAfter(afterId, limit),
      }),
    );

  return router;
}
