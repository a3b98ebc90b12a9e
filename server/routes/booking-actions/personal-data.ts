import type { Router } from "express";
import type { ErasureState } from "@shared/api-types";
import { apiPaths } from "@shared/api-paths";
import { HttpError } from "../../core/errors";
import { requireRole } from "../../auth/staff-gate";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import type { BookingActionOptions } from "./booking-action-options";

const ERASURE_PENDING_MESSAGE =
  "The personal data is erased from the enquiry, but removing it from the server's files did not finish. It is retried, and no backup is written until it has; press Retry to try again now.";

/**
 * DELETE /api/admin/bookings/:id/personal-data: erasure on request (again: Retry of a pending one),
 * and GET: whether it is still pending. Admins only.
 */
export function personalDataRoute(router: Router, storage: Storage, opts: BookingActionOptions): void {
  const { afterErasure } = opts;
  router.delete(apiPaths.bookingPersonalData.pattern, requireRole("admin"), async (req, res) => {
    const id = pathId(req);
    const erased = await storage.retention.eraseBookingPersonalData(id, { today: deskToday(opts), messageIdDomain: opts.mail.messageIdDomain });
    if (!erased) throw new HttpError(404, "No such booking");
    await audit(storage, req, "personal-data-erased", `booking ${id}`);
    // Answered once the data is gone from the disk too, so a backup asked for next can't hold it.
    const outcome = afterErasure ? await afterErasure([id]) : (await storage.retention.finishErasures([id]), { finished: true as const });
    if (!outcome.finished) {
      res.set("Retry-After", "60");
      throw new HttpError(503, ERASURE_PENDING_MESSAGE);
    }
    res.json(erased);
  });

  router.get(apiPaths.bookingPersonalData.pattern, requireRole("admin"), async (req, res) => {
    const id = pathId(req);
    const [booking] = await storage.retention.erasureKeys([id]);
    if (!booking) throw new HttpError(404, "No such booking");
    const pending = (await storage.retention.pendingErasures()).find((p) => p.bookingId === id);
    const state: ErasureState = pending
      ? { pending: true, since: pending.since.toISOString(), attempts: pending.attempts, lastError: pending.lastError }
      : { pending: false };
    res.json(state);
  });
}
