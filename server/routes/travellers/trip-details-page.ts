import express, { Router, type Request, type Response } from "express";
import { TRIP_PATH_PREFIX } from "@shared/trip-page";
import { TRAVELLER_FIELDS, type DetailsForm, type TripTravellerDetails } from "@shared/travellers/traveller-fields";
import { privateTrip, travellerNumber, type TripAccess, type TripOutcome } from "../trip-link/trip-link-access";
import type { TripPageRenderer } from "../../web/trip-page-render";
import type { Outcome, TravellerDetailsService } from "../../travellers/traveller-details";
import { saveTraveller, type TravellerSaving } from "../../use-cases/save-traveller";
import { deskToday } from "../desk-today";
import type { Clock } from "../../core/clock";

type Desk = { timeZone: string; clock: Clock };

const INSURANCE_FIELDS = ["insurer", "policyNumber"] as const;

const form = express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 20 });

function savedOf(req: Request): DetailsForm | null {
  const raw = req.query.saved;
  if (raw === "insurance") return "insurance";
  const n = travellerNumber(raw);
  return n > 0 ? n : null;
}

/** The form's fields as typed: strings only, the ones this form has. */
function fieldsOf(body: unknown, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const b = (body ?? {}) as Record<string, unknown>;
  for (const name of names) if (typeof b[name] === "string") out[name] = b[name] as string;
  return out;
}

/**
 * The trip page's reading of the link with its traveller details attached (the page only: GET
 * /api/trip/:token keeps its own body), and `refused` when a form just failed.
 */
export function withTravellerDetails(access: TripAccess, details: TravellerDetailsService, desk: Desk) {
  async function read(req: Request, token: string, refused: TripTravellerDetails["refused"] = null): Promise<TripOutcome> {
    const outcome = await access.read(req, token);
    if (outcome.status !== 200) return outcome;
    const view = await details.pageView(outcome.bookingId, deskToday(desk), { saved: refused ? null : savedOf(req), refused });
    return view ? { ...outcome, trip: { ...outcome.trip, travellerDetails: view } } : outcome;
  }
  return { ...access, read: (req: Request, token: string) => read(req, token), readRefused: read };
}

/**
 * POST /trip/<token>/travellers/<n> and /trip/<token>/insurance: the details forms for a browser
 * whose scripts never ran (or did: the forms post all the same). Saved, the answer is a redirect
 * back to the traveller on the page, which thanks them; refused, the page itself comes back
 * (400) with what was typed and each refusal beside its field.
 */
export function tripDetailsPageRouter(access: ReturnType<typeof withTravellerDetails>, details: TravellerDetailsService, saving: TravellerSaving, render: TripPageRenderer, desk: Desk): Router {
  const router = Router();

  async function answer<T>(req: Request, res: Response, token: string, which: DetailsForm, values: Record<string, string>, outcome: Outcome<T>) {
    privateTrip(res);
    const page = `${TRIP_PATH_PREFIX}${encodeURIComponent(token)}`;
    const anchor = which === "insurance" ? "trip-insurance" : `traveller-${which}`;
    if (outcome.status === 200) return res.redirect(303, `${page}?saved=${which}#${anchor}`);
    if (outcome.status === 409) return res.redirect(303, `${page}#trip-travellers`);
    if (outcome.status === 404) return res.status(404).type("html").send(await render.page(req, token, null));
    const shown = await access.readRefused(req, token, { form: which, values, errors: "errors" in outcome ? outcome.errors : [] });
    if (shown.status !== 200) return res.status(404).type("html").send(await render.page(req, token, null));
    res.status(400).type("html").send(await render.page(req, token, shown.trip));
  }

  async function opened(req: Request, res: Response): Promise<number | undefined> {
    const token = String(req.params.token);
    const o = await access.open(req, token);
    if ("bookingId" in o) return o.bookingId;
    if ("retryAfter" in o && o.retryAfter) res.set("Retry-After", String(o.retryAfter));
    res.status(o.status).type("html").send(await render.page(req, token, null));
    return undefined;
  }

  router.post(`${TRIP_PATH_PREFIX}:token/travellers/:n`, form, async (req, res) => {
    const bookingId = await opened(req, res);
    if (bookingId === undefined) return;
    const n = travellerNumber(req.params.n);
    const values = fieldsOf(req.body, TRAVELLER_FIELDS);
    await answer(req, res, String(req.params.token), n, values, await saveTraveller(saving, bookingId, n, values, deskToday(desk)));
  });

  router.post(`${TRIP_PATH_PREFIX}:token/insurance`, form, async (req, res) => {
    const bookingId = await opened(req, res);
    if (bookingId === undefined) return;
    const values = fieldsOf(req.body, INSURANCE_FIELDS);
    await answer(req, res, String(req.params.token), "insurance", values, await details.saveInsurance(bookingId, values, deskToday(desk)));
  });

  return router;
}
