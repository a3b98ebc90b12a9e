import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import type { Storage } from "../../storage";
import type { TravellerDetailsService } from "../../travellers/traveller-details";
import { pathId } from "../path-id";
import { sendOutcome } from "./trip-travellers";
import { travellerNumber } from "../trip-link/trip-link-access";

/**
 * The desk's side of traveller details: every staff member sees the travellers masked; Reveal
 * shows one traveller's document number (and medical notes) and is written in the audit log
 * first, with the traveller's number only, never what was shown.
 */
export function deskTravellersRouter(storage: Storage, details: TravellerDetailsService): Router {
  const router = Router();
  router.get(apiPaths.bookingTravellers.pattern, async (req, res) => {
    sendOutcome(res, await details.read(pathId(req)));
  });
  router.post(apiPaths.travellerReveal.pattern, async (req, res) => {
    const bookingId = pathId(req);
    const n = travellerNumber(req.params.n);
    const outcome = await details.reveal(bookingId, n);
    if (outcome.status === 200) {
      // Written before the number is sent: a reveal the log can't record is not made.
      await storage.audit.appendAudit({
        actorId: req.staff?.id ?? req.session?.userId ?? null,
        actor: req.staff?.username ?? req.session?.username ?? null,
        action: "traveller-revealed",
        target: `booking ${bookingId}`,
        address: req.ip ?? null,
        detail: { traveller: n },
      });
    }
    sendOutcome(res, outcome);
  });
  return router;
}
