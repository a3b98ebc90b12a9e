import express, { Router, type Request, type Response } from "express";
import { TRIP_PATH_PREFIX } from "@shared/trip-page";
import { HttpError } from "../../core/errors";
import type { TripPageRenderer } from "../../web/trip-page-render";
import { privateTrip, type TripAccess, type TripRefusal } from "../trip-link/trip-link-access";

const form = express.urlencoded({ extended: false, limit: "1kb", parameterLimit: 4 });
const QUOTE_ID = /^[1-9][0-9]{0,9}$/;

/**
 * `/trip/<token>`: the page rendered on request from the booking's trip, and Accept quote as a
 * plain form post for a browser whose scripts have not run (or never run), answered by a
 * redirect back to the page, which then reads confirmed. An unknown or revoked link gets a page
 * saying where the right link is and how to reach us (404, or 429 once the address has guessed
 * too often).
 */
export function tripPageRouter(access: TripAccess, render: TripPageRenderer): Router {
  const router = Router();

  const refuse = async (req: Request, res: Response, token: string, outcome: TripRefusal) => {
    if (outcome.retryAfter) res.set("Retry-After", String(outcome.retryAfter));
    res.status(outcome.status).type("html").send(await render.page(req, token, null));
  };

  router.get(`${TRIP_PATH_PREFIX}:token`, async (req, res) => {
    privateTrip(res);
    const token = req.params.token;
    const outcome = await access.read(req, token);
    if (outcome.status !== 200) return refuse(req, res, token, { ...outcome, status: outcome.status === 409 ? 404 : outcome.status });
    res.type("html").send(await render.page(req, token, outcome.trip));
  });

  router.post(`${TRIP_PATH_PREFIX}:token/accept`, form, async (req, res) => {
    privateTrip(res);
    const token = req.params.token;
    const quoteId = typeof req.body?.quoteId === "string" ? req.body.quoteId : "";
    if (!QUOTE_ID.test(quoteId)) throw new HttpError(400, "Invalid input", [{ path: "quoteId", message: "Must be a quote's id" }]);
    const outcome = await access.accept(req, token, Number(quoteId));
    if (outcome.status === 404 || outcome.status === 429) return refuse(req, res, token, outcome);
    // Accepted, or refused because it was accepted already, replaced or expired: the page says which.
    res.redirect(303, `${TRIP_PATH_PREFIX}${encodeURIComponent(token)}`);
  });

  return router;
}
