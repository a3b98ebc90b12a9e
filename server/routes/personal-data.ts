import { Router } from "express";
import { HttpError } from "../errors";
import { requireRole } from "../auth/staff-gate";
import { audit } from "../audit";
import type { Storage } from "../storage";
import { pathId } from "./path-id";

/** DELETE /api/admin/bookings/:id/personal-data: erasure on request, admins only. Mounted after staffGate. */
export function personalDataRouter(storage: Storage): Router {
  const router = Router();
  router.delete("/bookings/:id/personal-data", requireRole("admin"), async (req, res) => {
    const id = pathId(req);
    const erased = await storage.eraseBookingPersonalData(id);
    if (!erased) throw new HttpError(404, "No such booking");
    await audit(storage, req, "personal-data-erased", `booking ${id}`);
    res.set("Cache-Control", "no-store");
    res.json(erased);
  });
  return router;
}
