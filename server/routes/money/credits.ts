import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import type { MoneyStorage } from "../../storage";
import { deskToday } from "../desk-today";
import type { Clock } from "../../core/clock";

/** GET /api/admin/credits: every retreat credit with what is left of it (the desk's **Retreat credit** list). Behind staffGate. */
export function creditsRouter(storage: { money: Pick<MoneyStorage, "listCredits"> }, desk: { timeZone: string; clock: Clock }): Router {
  const router = Router();
  router.get(apiPaths.credits.pattern, async (_req, res) => {
    res.json(await storage.money.listCredits(deskToday(desk)));
  });
  return router;
}
