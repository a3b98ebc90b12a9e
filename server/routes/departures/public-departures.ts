import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { publicDepartureQuerySchema } from "@shared/departures/requests";
import type { PublicDepartures } from "../../departures/public-departures";
import { parseQuery } from "../parse-query";

/** Browsers and proxies may keep the answer this long; with the server's own read, a change shows within a minute. */
const MAX_AGE_S = 30;

/** GET /api/departures?programme=: the open upcoming departures, earliest first; no booking data. */
export function publicDeparturesRouter(departures: PublicDepartures): Router {
  const router = Router();
  router.get(apiPaths.departures.pattern, async (req, res) => {
    const { programme } = parseQuery(publicDepartureQuerySchema, req);
    const snapshot = await departures.current();
    res.set("Cache-Control", `public, max-age=${MAX_AGE_S}`);
    res.type("json").send(snapshot.json(programme));
  });
  return router;
}
