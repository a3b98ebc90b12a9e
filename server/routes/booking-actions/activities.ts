import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { addActivitySchema } from "@shared/desk";
import { timelineQuery } from "@shared/requests/booking-queries";
import { HttpError } from "../../core/errors";
import type { Storage } from "../../storage";
import { actor } from "../actor";
import { pathId } from "../path-id";
import { parseQuery } from "../parse-query";

/** `POST /api/admin/bookings/:id/activities`: a note or call on the timeline; `GET`: the timeline. */
export function activitiesRoute(router: Router, storage: Storage): void {
  router.post(apiPaths.bookingActivities.pattern, async (req, res) => {
    const id = pathId(req);
    const input = addActivitySchema.parse(req.body);
    const activity = await storage.activity.addActivity(id, input, actor(req));
    if (!activity) throw new HttpError(404, "No such booking");
    res.status(201).json(activity);
  });

  router.get(apiPaths.bookingActivities.pattern, async (req, res) => {
    const id = pathId(req);
    const { last } = parseQuery(timelineQuery, req);
    // With ?last, how many entries the whole timeline holds, so the desk can offer the earlier ones.
    const [timeline, total] = await Promise.all([storage.activity.getTimeline(id, { last }), last === undefined ? undefined : storage.activity.timelineSize(id)]);
    if (!timeline) throw new HttpError(404, "No such booking");
    if (total !== undefined) res.setHeader("X-Total-Count", String(total));
    res.json(timeline);
  });
}
