import { Router, type RequestHandler } from "express";
import { apiPaths } from "@shared/api-paths";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { GROUP_AT_LEAST } from "@shared/enquiry-options";
import { HttpError } from "../core/errors";
import { botSignal } from "../http/bot-trap";
import { rateLimitHeaders } from "../http/rate-limit-headers";
import type { EnquiryMailSettings, Storage } from "../storage";
import type { Clock } from "../core/clock";
import { sendEnquiry } from "../use-cases/send-enquiry";

const HOUR = 60 * 60 * 1000;
const TOO_MANY = "Too many enquiries from your network in the last hour. Please try again later or contact us directly.";

export const requireJson: RequestHandler = (req, _res, next) => {
  next(req.is("application/json") ? undefined : new HttpError(415, "Content-Type must be application/json"));
};

export interface BookingsRouterOptions {
  rateLimit: number;
  mail: EnquiryMailSettings;
  /** Called after the answer to a stored enquiry that is not suspect (wakes the mail delivery). */
  onQueued?: () => void;
  /** DESK_TIMEZONE and the desk's clock: whether a chosen departure has started. */
  timeZone: string;
  clock: Clock;
}

export function bookingsRouter(storage: Storage, opts: BookingsRouterOptions): Router {
  const router = Router();

  router.post(apiPaths.enquiries.pattern, requireJson, async (req, res) => {
    // Validation first: a form with mistakes can be corrected and resent without using up the allowance.
    const enquiry = insertBookingSchema.parse(req.body);
    if (enquiry.groupSizeAtLeast && enquiry.groupSize !== GROUP_AT_LEAST) {
      throw new HttpError(400, "Invalid enquiry", [{ path: "groupSize", message: `Six or more is sent as ${GROUP_AT_LEAST} with groupSizeAtLeast` }]);
    }
    const suspect = botSignal(req.body);
    // The rate-limit hit, the booking, its place in line, its e-mails and its announcement: one statement.
    const result = await sendEnquiry(storage, enquiry, { suspect, rateLimit: { key: `booking:${req.ip ?? "unknown"}`, windowMs: HOUR, limit: opts.rateLimit }, mail: opts.mail }, opts);
    res.set(rateLimitHeaders(opts.rateLimit, result.hits, result.resetAt, HOUR));
    if (!result.accepted) {
      res.status(429).json({ message: TOO_MANY });
      return;
    }
    const { booking, departure } = result;
    // The request's own log line carries the id (see app.ts): one line per enquiry, not two.
    res.locals.bookingId = booking.id;
    if (suspect) req.log.warn({ event: "enquiry-suspect", signal: suspect, bookingId: booking.id }, "enquiry stored as suspect");
    // The same answer either way: an automated sender learns nothing from it.
    // Nor the search's folded copy of the fields, which is the database's own (migration 0013).
    const { suspect: _suspect, searchWords: _searchWords, ...stored } = booking;
    const answer = { ...stored, ...departure };
    // Not res.json: it hashes every body into an ETag, which no one revalidates a POST's answer with.
    res.status(201).type("application/json").end(JSON.stringify(answer));
    if (!suspect) opts.onQueued?.();
  });

  return router;
}
