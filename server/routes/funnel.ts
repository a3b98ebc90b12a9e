import { Router } from "express";
import { funnelQuerySchema } from "@shared/funnel";
import { zodErrorBody } from "../errors";
import { noStore } from "../no-store";
import type { Storage } from "../storage";

/** `GET /api/admin/insights/funnel?from&to`: visits, dialogs opened and enquiries of a period. Behind the staff gate. */
export function funnelRouter(storage: Storage, timeZone: string): Router {
  const router = Router();
  router.get("/insights/funnel", noStore, async (req, res) => {
    const parsed = funnelQuerySchema.safeParse({ from: req.query.from, to: req.query.to });
    if (!parsed.success) {
      res.status(400).json(zodErrorBody(parsed.error));
      return;
    }
    res.json(await storage.funnel(parsed.data.from, parsed.data.to, timeZone));
  });
  return router;
}
