import { Router } from "express";
import { apiPaths } from "@shared/api-paths";

export function healthRouter(ping: () => Promise<boolean>): Router {
  const router = Router();
  router.get(apiPaths.health.pattern, async (_req, res) => {
    const ok = await Promise.race([ping(), new Promise<boolean>((r) => setTimeout(() => r(false), 2_000).unref())]);
    res.set("Cache-Control", "no-store");
    if (ok) res.json({ status: "ok" });
    else res.status(503).json({ message: "Database unavailable" });
  });
  return router;
}
