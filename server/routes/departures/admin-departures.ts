import { Router, type Request } from "express";
import { apiPaths } from "@shared/api-paths";
import { adminDepartureQuerySchema, departurePatchSchema, newDepartureSchema, startIssue } from "@shared/departures/requests";
import { HttpError } from "../../core/errors";
import { roomsTakenMessage } from "@shared/departures/rooms-minimum";
import type { DepartureRefusal, Storage } from "../../storage";
import type { Clock } from "../../core/clock";
import { parseQuery } from "../parse-query";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { withProgramme, type ProgrammeLookup } from "./departure-programme";

export interface DepartureRoutesOptions {
  timeZone: string;
  clock: Clock;
  messageIdDomain: string;
  /** A departure changed: the site's read of them is out of date. */
  onChange?: () => void;
  /** Wakes this process's mail delivery after an e-mail was queued. */
  onQueued?: () => void;
}

type DepartureStorage = { departures: Pick<Storage["departures"], "adminDepartures" | "adminDeparture" | "createDeparture" | "updateDeparture" | "departureBookings" | "departure" | "departureMonths"> } & ProgrammeLookup;

const SAME_DAY = "A departure of this programme already starts that day";
const placesWord = (n: number) => `${n} ${n === 1 ? "place is" : "places are"}`;

function refusal(r: DepartureRefusal): HttpError {
  switch (r.error) {
    case "no-departure":
      return new HttpError(404, "No such departure");
    case "same-day":
      return new HttpError(409, SAME_DAY, [{ path: "startDate", message: SAME_DAY }]);
    case "below-taken":
      return new HttpError(409, `${placesWord(r.taken)} already taken: places can't be fewer than ${r.taken}`, [{ path: "places", message: `At least ${r.taken}` }]);
    case "places-taken":
      return new HttpError(409, `${placesWord(r.taken)} taken on this departure: move or cancel those bookings first`);
    case "end-before-start":
      return new HttpError(400, "Invalid input", [{ path: "endDate", message: "Must be on or after the start date" }]);
    case "invalid":
      return new HttpError(400, "Invalid input", r.issues);
    case "below-rooms-taken":
      return new HttpError(409, roomsTakenMessage(r.roomsTaken), [{ path: "privateRooms", message: `At least ${r.roomsTaken}` }]);
  }
}

const by = (req: Request) => req.session.username ?? `user ${req.session.userId}`;

/** The desk's Departures: list, add, change, close, cancel, and a departure's bookings. Behind staffGate (agents and admins). */
export function adminDeparturesRouter(storage: DepartureStorage, o: DepartureRoutesOptions): Router {
  const router = Router();

  router.get(apiPaths.adminDepartures.pattern, async (req, res) => {
    res.json(await storage.departures.adminDepartures(parseQuery(adminDepartureQuerySchema, req), deskToday(o)));
  });

  router.get(apiPaths.adminDeparture.pattern, async (req, res) => {
    const found = await storage.departures.adminDeparture(pathId(req, "Departure"), deskToday(o));
    if (!found) throw refusal({ error: "no-departure" });
    res.json(found);
  });

  router.post(apiPaths.adminDepartures.pattern, async (req, res) => {
    const input = await withProgramme(storage, newDepartureSchema.parse(req.body));
    const issues = startIssue(input.startDate, deskToday(o));
    if (issues.length > 0) throw new HttpError(400, "Invalid input", issues);
    const created = await storage.departures.createDeparture(input, by(req), deskToday(o));
    if ("error" in created) throw refusal(created);
    req.log.info({ departureId: created.id, by: by(req) }, "departure added");
    o.onChange?.();
    res.status(201).json(created);
  });

  router.patch(apiPaths.adminDeparture.pattern, async (req, res) => {
    const id = pathId(req, "Departure");
    const patch = departurePatchSchema.parse(req.body);
    const current = await storage.departures.departure(id);
    if (!current) throw refusal({ error: "no-departure" });
    if (patch.startDate !== undefined && patch.startDate !== current.startDate) {
      const issues = startIssue(patch.startDate, deskToday(o));
      if (issues.length > 0) throw new HttpError(400, "Invalid input", issues);
    }
    const updated = await storage.departures.updateDeparture(id, patch, o.messageIdDomain, deskToday(o));
    if ("error" in updated) throw refusal(updated);
    req.log.info({ departureId: id, by: by(req) }, "departure changed");
    o.onChange?.();
    o.onQueued?.();
    res.json(updated);
  });

  // Insights → Departures: places, taken, how full and the accepted total for the next 12 months.
  router.get(apiPaths.departureInsights.pattern, async (_req, res) => {
    res.json(await storage.departures.departureMonths(deskToday(o)));
  });

  router.get(apiPaths.departureBookings.pattern, async (req, res) => {
    const id = pathId(req, "Departure");
    if (!(await storage.departures.departure(id))) throw refusal({ error: "no-departure" });
    res.json(await storage.departures.departureBookings(id));
  });

  return router;
}
