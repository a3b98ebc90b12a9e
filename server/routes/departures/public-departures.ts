import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { publicDepartureQuerySchema } from "@shared/departures/requests";
import type { PublicDepartures } from "../../departures/public-departures";
import { parseQuery } from "../parse-query";
import { HttpError } from "../../core/errors";
import type { Storage } from "../../storage";

/** Whether a programme the site shows (published or archived) has this title. */
export type ProgrammeKnown = (title: string) => Promise<boolean>;

/**
 * A programme is known to the site once it has been on it: published, or archived (its page answers
 * 410). A draft is the desk's only, so its title answers as one nobody has, departures or not.
 */
export function programmeKnown(storage: { programmes: Pick<Storage["programmes"], "programmeNamed"> }): ProgrammeKnown {
  return async (title) => {
    const found = await storage.programmes.programmeNamed({ title });
    return found !== undefined && found.status !== "draft";
  };
}

/** Browsers and proxies may keep the answer this long; with the server's own read, a change shows within a minute. */
const MAX_AGE_S = 30;

/** GET /api/departures?programme=: the open upcoming departures, earliest first; no booking data. And the same as the cards print them. */
export function publicDeparturesRouter(departures: PublicDepartures, known?: ProgrammeKnown): Router {
  const router = Router();
  router.get(apiPaths.departures.pattern, async (req, res) => {
    const { programme } = parseQuery(publicDepartureQuerySchema, req);
    if (programme !== undefined && known && !(await known(programme))) {
      throw new HttpError(400, "Invalid query", [{ path: "programme", message: "Must be the name of a programme on the site" }]);
    }
    const snapshot = await departures.current();
    // The read's version is the body's tag: no hashing of a long body per request, and a 304 to a browser that has it.
    res.set({ "Cache-Control": `public, max-age=${MAX_AGE_S}`, ETag: `"${snapshot.version}${programme ? `-${encodeURIComponent(programme)}` : ""}"` });
    if (req.fresh) return void res.status(304).end();
    snapshot.json(programme).send(req, res, "json");
  });
  router.get(apiPaths.departureCards.pattern, async (req, res) => {
    const snapshot = await departures.current();
    res.set({ "Cache-Control": `public, max-age=${MAX_AGE_S}`, ETag: `"${snapshot.version}-cards"` });
    if (req.fresh) return void res.status(304).end();
    snapshot.cards().send(req, res, "json");
  });
  return router;
}
