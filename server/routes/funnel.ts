import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { funnelQuerySchema } from "@shared/funnel";
import { parseQuery } from "./parse-query";
import type { Storage } from "../storage";

/** `GET /api/admin/insights/funnel?from&to`: visits, dialogs opened and enquiries of a period. Behind the staff gate. */
export function funnelRouter(storage: Storage, timeZone: string): Router {
  const router = Router();
  router.get(apiPaths.funnel.pattern, async (req, res) => {
    const { from, to } = parseQuery(funnelQuerySchema, req);
    res.json(await storage.insights.funnel(from, to, timeZone));
  });
  return router;
}
