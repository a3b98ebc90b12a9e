import { Router } from "express";
import { z } from "zod";
import { addActivitySchema } from "@shared/desk";
import { HttpError } from "../errors";
import { actor } from "./actor";
import type { BookingEvents } from "../events/booking-events";
import type { Storage } from "../storage";
import { pathId } from "./path-id";
import { parseQuery } from "./parse-query";
import { sessionStillLive } from "../auth/live-session";
import { bookingStream } from "./booking-stream";
import { samePersonRouter } from "./same-person";
import type { BookingDetail } from "@shared/api-types";
import { insightsQuery } from "@shared/insight-periods";

/** `?last=N`: only the newest N entries (the desk opens a booking on them); none: the whole timeline. */
const timelineQuery = z.object({ last: z.coerce.number().int().min(1).max(1000).optional() }).strict();

/**
 * The staff desk's endpoints beside the booking list: one booking, its assignee and timeline, the
 * staff to assign to, insights and the live stream of new enquiries. Mounted behind requireStaff.
 */
export function deskRouter(storage: Storage, events?: BookingEvents, streamHeartbeatMs?: number): Router {
  const router = Router();

  router.get("/bookings/:id", async (req, res) => {
    const id = pathId(req);
    const [booking, related] = await Promise.all([storage.getBookingItem(id), storage.relatedBookings(id)]);
    if (!booking) throw new HttpError(404, "No such booking");
    res.json({ ...booking, related } satisfies BookingDetail);
  });

  router.post("/bookings/:id/activities", async (req, res) => {
    const id = pathId(req);
    const input = addActivitySchema.parse(req.body);
    const activity = await storage.addActivity(id, input, actor(req));
    if (!activity) throw new HttpError(404, "No such booking");
    res.status(201).json(activity);
  });

  router.get("/bookings/:id/activities", async (req, res) => {
    const id = pathId(req);
    const { last } = parseQuery(timelineQuery, req);
    // With ?last, how many entries the whole timeline holds, so the desk can offer the earlier ones.
    const [timeline, total] = await Promise.all([storage.getTimeline(id, { last }), last === undefined ? undefined : storage.timelineSize(id)]);
    if (!timeline) throw new HttpError(404, "No such booking");
    if (total !== undefined) res.setHeader("X-Total-Count", String(total));
    res.json(timeline);
  });

  router.use(samePersonRouter(storage));

  router.get("/staff", async (_req, res) => {
    res.json(await storage.listActiveStaff());
  });

  router.get("/insights", async (req, res) => {
    const { weeks } = parseQuery(insightsQuery, req);
    res.json(await storage.insights(new Date(), weeks));
  });

  if (events)
    router.get(
      "/events",
      bookingStream(events, {
        stillSignedIn: sessionStillLive(storage),
        heartbeatMs: streamHeartbeatMs,
        missedAfter: (afterId, limit) => storage.bookingIdsAfter(afterId, limit),
      }),
    );

  return router;
}
