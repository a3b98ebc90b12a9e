import express, { Router, type Request, type Response } from "express";
import type { TripBody } from "@shared/money/account-types";
import { TRIP_PATH_PREFIX } from "@shared/trip-page";
import { HttpError } from "../../core/errors";
import type { TripPageRenderer } from "../../web/trip-page-render";
import { DETAILS_FORM_PATH } from "../travellers/trip-details-page";

/** What a trip link opens, or why it opens nothing: the same answers as GET/POST /api/trip/:token. */
export type TripOutcome = { status: 200; trip: TripBody } | { status: 404 | 409 | 429; message: string; retryAfter?: number };

/** The visitor's side of a booking's money, by trip token (server/routes/money/trip.ts). */
export interface TripAccess {
  /** The booking a token opens, or why it opens nothing; an unknown token counts against the address. */
  open(req: Request, token: string): Promise<{ bookingId: number } | TripOutcome>;
  read(req: Request, token: string): Promise<TripOutcome>;
  accept(req: Request, token: string, quoteId: number): Promise<TripOutcome>;
}

/** A trip page's address is the booking's only key: no cache keeps it, no Referer carries it, no search engine lists it. */
function privatePage(res: Response): void {
  res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" });
}

const ACCEPT_FORM_PATH = /^\/trip\/[A-Za-z0-9_-]+\/accept\/?$/;

/**
 * Accept quote posted as a form: its page is served with `Referrer-Policy: no-referrer`, so the
 * browser sends `Origin: null`. The token in the path is the only credential (no cookie is read),
 * so the origin check lets that through here (server/http/origin-check.ts); another site's origin is
 * still refused.
 */
export function isTripFormPost(req: Request): boolean {
  return req.method === "POST" && (ACCEPT_FORM_PATH.test(req.path) || DETAILS_FORM_PATH.test(req.path));
}

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

  const refuse = async (req: Request, res: Response, token: string, outcome: Exclude<TripOutcome, { status: 200 }>) => {
    if (outcome.retryAfter) res.set("Retry-After", String(outcome.retryAfter));
    res.status(outcome.status).type("html").send(await render.page(req, token, null));
  };

  router.get(`${TRIP_PATH_PREFIX}:token`, async (req, res) => {
    privatePage(res);
    const token = req.params.token;
    const outcome = await access.read(req, token);
    if (outcome.status !== 200) return refuse(req, res, token, { ...outcome, status: outcome.status === 409 ? 404 : outcome.status });
    res.type("html").send(await render.page(req, token, outcome.trip));
  });

  router.post(`${TRIP_PATH_PREFIX}:token/accept`, form, async (req, res) => {
    privatePage(res);
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
