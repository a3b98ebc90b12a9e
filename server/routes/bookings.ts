import { Router, type RequestHandler } from "express";
import { insertBookingSchema } from "@shared/schema";
import { HttpError, zodErrorBody } from "../errors";
import { botSignal } from "../bot-trap";
import { createLimiter } from "../rate-limit";
import type { Storage } from "../storage";

const HOUR = 60 * 60 * 1000;

export const requireJson: RequestHandler = (req, _res, next) => {
  next(req.is("application/json") ? undefined : new HttpError(415, "Content-Type must be application/json"));
};

export function bookingsRouter(storage: Storage, opts: { rateLimit: number }): Router {
  const router = Router();
  const limiter = createLimiter(storage, {
    name: "booking",
    windowMs: HOUR,
    limit: opts.rateLimit,
    message: "Too many enquiries from your network in the last hour. Please try again later or contact us directly.",
    // Only accepted enquiries use up the allowance; a form with mistakes can be corrected and resent.
    skipFailedRequests: true,
  });

  router.post("/", requireJson, limiter, async (req, res) => {
    const parsed = insertBookingSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(zodErrorBody(parsed.error));
      return;
    }
    const signal = botSignal(req.body);
    if (signal) {
      req.log.warn({ event: "bot-enquiry-dropped", signal }, "enquiry dropped by the bot trap");
      const now = new Date();
      res.status(201).json({ id: 0, ...parsed.data, status: "pending", createdAt: now, updatedAt: now });
      return;
    }
    const booking = await storage.createBooking(parsed.data);
    // The request's own log line carries the id (see app.ts): one line per enquiry, not two.
    res.locals.bookingId = booking.id;
    res.status(201).json(booking);
  });

  return router;
}
