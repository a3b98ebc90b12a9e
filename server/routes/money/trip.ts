import { Router, type Response } from "express";
import { TRIP_API_PREFIX, apiPaths } from "@shared/api-paths";
import { acceptQuoteSchema } from "@shared/money/quote-requests";
import { privateTrip, type TripAccess, type TripOutcome } from "../trip-link/trip-link-access";

function send(res: Response, outcome: TripOutcome): void {
  if (outcome.status === 200) return void res.json(outcome.trip);
  if (outcome.retryAfter) res.set("Retry-After", String(outcome.retryAfter));
  res.status(outcome.status).json({ message: outcome.message });
}

/** GET /api/trip/:token and POST /api/trip/:token/accept {quoteId}: no sign-in; the site's Origin rule applies to the POST. */
export function tripRouter(access: TripAccess): Router {
  const router = Router();
  router.use(TRIP_API_PREFIX, (_req, res, next) => {
    privateTrip(res);
    next();
  });
  router.get(apiPaths.trip.pattern, async (req, res) => {
    send(res, await access.read(req, req.params.token));
  });
  router.post(apiPaths.tripAccept.pattern, async (req, res) => {
    const { quoteId } = acceptQuoteSchema.parse(req.body);
    send(res, await access.accept(req, req.params.token, quoteId));
  });
  return router;
}
