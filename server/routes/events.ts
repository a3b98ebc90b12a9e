import express, { Router, type Request, type RequestHandler } from "express";
import { apiPaths } from "@shared/api-paths";
import { MAX_VISIT_BODY_BYTES, sourceOf, visitEventSchema } from "@shared/visit-event";
import { HttpError } from "../core/errors";
import { isCrawler } from "../visits/crawlers";
import { optsOutByGpc } from "../visits/privacy-signals";
import { addressKey, sharedVisitorId, visitorId, type DaySalt } from "../visits/daily-salt";
import type { VisitRecorder } from "../visits/visit-recorder";
import type { rotatingAgents } from "../visits/rotating-agents";
import { beaconKeys } from "../visits/beacon-keys";

const TOO_MANY = "Too many visit events from your network in the last hour.";

export interface EventsRouterDeps {
  salt: () => DaySalt;
  recorder: VisitRecorder;
  agents: ReturnType<typeof rotatingAgents>;
  /** The programmes' titles as they are now; absent: the cards' names of shared/programmes.ts. */
  programmes?: () => ReadonlySet<string>;
}

/** JSON, or the text/plain that navigator.sendBeacon sends a string as; nothing else is a beacon. */
function eventBody(req: Request): unknown {
  if (!req.is("application/json") && !req.is("text/plain")) throw new HttpError(400, "Send the event as JSON");
  if (typeof req.body !== "string") throw new HttpError(400, "Send the event as JSON");
  try {
    return JSON.parse(req.body);
  } catch {
    throw new HttpError(400, "Malformed JSON in request body");
  }
}

/** `POST /api/events`: one page view or enquiry dialog opened, counted without cookies or personal data. */
export function eventsRouter(deps: EventsRouterDeps): Router {
  const router = Router();
  const readText = express.text({ type: ["application/json", "text/plain"], limit: MAX_VISIT_BODY_BYTES });
  const text: RequestHandler = (req, res, next) =>
    readText(req, res, (err?: unknown) =>
      next((err as { type?: string } | undefined)?.type === "entity.too.large" ? new HttpError(413, "A visit event is at most 4 kB") : err),
    );

  router.post(apiPaths.visitEvents.pattern, text, async (req, res) => {
    const e = visitEventSchema.parse(eventBody(req));
    const userAgent = req.get("user-agent");
    // Global Privacy Control asks not to be tracked, and crawlers are not visitors: both are
    // answered like any other event, so neither learns anything, and nothing is kept.
    if (optsOutByGpc(req.get("sec-gpc")) || isCrawler(userAgent)) {
      res.status(202).end();
      return;
    }
    const address = req.ip ?? "unknown";
    const { day, salt } = deps.salt();
    const key = addressKey(salt, address);
    const visitor = deps.agents.visitorFor(day, key, visitorId(salt, address, userAgent ?? ""), () => sharedVisitorId(salt, address));
    const taken = deps.recorder.record(`visit:${key}`, {
      day,
      type: e.type,
      visitor,
      path: e.path,
      ...beaconKeys(e, deps.programmes?.()),
      source: sourceOf(e.referrer),
    });
    if (!taken) {
      res.status(429).json({ message: TOO_MANY });
      return;
    }
    res.status(202).end();
  });

  return router;
}
