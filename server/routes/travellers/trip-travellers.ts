import { Router, type Response } from "express";
import { apiPaths } from "@shared/api-paths";
import { travellerNumber, type TripAccess, type TripRefusal } from "../trip-link/trip-link-access";
import type { Outcome, TravellerDetailsService } from "../../travellers/traveller-details";
import { saveTraveller, type TravellerSaving } from "../../use-cases/save-traveller";
import { deskToday } from "../desk-today";
import type { Clock } from "../../core/clock";

function refuse(res: Response, outcome: TripRefusal): void {
  if (outcome.retryAfter) res.set("Retry-After", String(outcome.retryAfter));
  res.status(outcome.status).json({ message: outcome.message });
}

export function sendOutcome<T>(res: Response, outcome: Outcome<T>): void {
  if (outcome.status === 200) return void res.json(outcome.body);
  res.status(outcome.status).json({ message: outcome.message, ...("errors" in outcome ? { errors: outcome.errors } : {}) });
}

/**
 * The visitor's traveller details and insurance by the trip link (docs/decisions/traveller-details.md): the same token bounds as GET /api/trip/:token (tripRouter, mounted before
 * this, answers privately), no sign-in.
 */
export function tripTravellersRouter(access: TripAccess, details: TravellerDetailsService, saving: TravellerSaving, desk: { timeZone: string; clock: Clock }): Router {
  const router = Router();
  router.get(apiPaths.tripTravellers.pattern, async (req, res) => {
    const opened = await access.open(req, req.params.token);
    if (!("bookingId" in opened)) return refuse(res, opened);
    sendOutcome(res, await details.read(opened.bookingId));
  });
  router.put(apiPaths.tripTraveller.pattern, async (req, res) => {
    const opened = await access.open(req, req.params.token);
    if (!("bookingId" in opened)) return refuse(res, opened);
    sendOutcome(res, await saveTraveller(saving, opened.bookingId, travellerNumber(req.params.n), req.body, deskToday(desk)));
  });
  router.put(apiPaths.tripInsurance.pattern, async (req, res) => {
    const opened = await access.open(req, req.params.token);
    if (!("bookingId" in opened)) return refuse(res, opened);
    sendOutcome(res, await details.saveInsurance(opened.bookingId, req.body, deskToday(desk)));
  });
  return router;
}
