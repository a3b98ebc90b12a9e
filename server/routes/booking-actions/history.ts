import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { HttpError } from "../../core/errors";
import type { Storage } from "../../storage";
import { pathId } from "../path-id";

/** `GET /api/admin/bookings/:id/history`: the booking's changes of status. */
export function historyRoute(router: Router, storage: Storage): void {
  router.get(apiPaths.bookingHistory.pattern, async (req, res) => {
    const history = await storage.bookings.getStatusHistory(pathId(req));
    if (!history) throw new HttpError(404, "No such booking");
    res.json(history);
  });
}
