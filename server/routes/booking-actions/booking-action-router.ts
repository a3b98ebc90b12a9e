import { Router } from "express";
import type { Storage } from "../../storage";
import { activitiesRoute } from "./activities";
import { assigneeRoute } from "./assignee";
import { duplicateOfRoute } from "./duplicate-of";
import { followUpRoute } from "./follow-up";
import { historyRoute } from "./history";
import { notSpamRoute } from "./not-spam";
import type { BookingActionOptions } from "./booking-action-options";
import { personalDataRoute } from "./personal-data";
import { repliesRoute } from "./replies";
import { statusRoute } from "./status";

/**
 * The desk's actions on one booking (`/api/admin/bookings/:id/...`), each in its own file; its
 * money actions are server/routes/money/. Mounted behind staffGate.
 */
export function bookingActionsRouter(storage: Storage, opts: BookingActionOptions): Router {
  const router = Router();
  statusRoute(router, storage, opts);
  historyRoute(router, storage);
  activitiesRoute(router, storage);
  duplicateOfRoute(router, storage);
  assigneeRoute(router, storage, opts);
  followUpRoute(router, storage, opts.clock);
  repliesRoute(router, storage, opts);
  notSpamRoute(router, storage, opts);
  personalDataRoute(router, storage, opts);
  return router;
}
