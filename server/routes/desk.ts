import { Router, type Request } from "express";
import type { z, ZodTypeAny } from "zod";
import { addActivitySchema, setAssigneeSchema } from "@shared/desk";
import { HttpError, zodErrorBody } from "../errors";
import { audit } from "../audit";
import { actor } from "./actor";
import type { BookingEvents } from "../events/booking-events";
import type { Storage } from "../storage";
import { requireId } from "./booking-id";
import { sessionStillLive } from "../auth/live-session";
import { bookingStream } from "./booking-stream";

/** The request's body read by a schema; a 400 with each field's problem when it does not fit. */
export function body<S extends ZodTypeAny>(schema: S, req: Request): z.output<S> {
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) {
    const b = zodErrorBody(parsed.error);
    throw new HttpError(400, b.message, b.errors);
  }
  return parsed.data;
}

/**
 * The staff desk's endpoints beside the booking list: one booking, its assignee and timeline, the
 * staff to assign to, insights and the live stream of new enquiries. Mounted behind requireStaff.
 */
export function deskRouter(storage: Storage, events?: BookingEvents, streamHeartbeatMs?: number): Router {
  const router = Router();

  router.get("/bookings/:id", async (req, res) => {
    const booking = await storage.getBookingItem(requireId(req.params.id));
    if (!booking) throw new HttpError(404, "No such booking");
    res.json(booking);
  });

  router.put("/bookings/:id/assignee", async (req, res) => {
    const id = requireId(req.params.id);
    const { userId } = body(setAssigneeSchema, req);
    const result = await storage.assignBooking(id, userId, actor(req));
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      throw new HttpError(400, "No active staff member with that id", [{ path: "userId", message: "Unknown or disabled user" }]);
    }
    req.log.info({ bookingId: id, assigneeId: userId, by: req.session.username }, "assignee changed");
    await audit(storage, req, "assigned", `booking ${id}`, { assigneeId: userId });
    res.json(result.booking);
  });

  router.post("/bookings/:id/activities", async (req, res) => {
    const id = requireId(req.params.id);
    const input = body(addActivitySchema, req);
    const activity = await storage.addActivity(id, input, actor(req));
    if (!activity) throw new HttpError(404, "No such booking");
    res.status(201).json(activity);
  });

  router.get("/bookings/:id/activities", async (req, res) => {
    const timeline = await storage.getTimeline(requireId(req.params.id));
    if (!timeline) throw new HttpError(404, "No such booking");
    res.json(timeline);
  });

  router.get("/staff", async (_req, res) => {
    res.json(await storage.listActiveStaff());
  });

  router.get("/insights", async (_req, res) => {
    res.json(await storage.insights());
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
