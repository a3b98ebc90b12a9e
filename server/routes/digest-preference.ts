import { Router } from "express";
import { z } from "zod";
import { staffGate } from "../auth/staff-gate";
import { meBody } from "../auth/me-body";
import type { Storage } from "../storage";

const digestSchema = z.object({ digestEnabled: z.boolean() }).passthrough();

/**
 * PATCH /api/auth/me {digestEnabled}: the signed-in staff member turns their own morning digest on
 * or off. Only that field is handled here; a body with other fields (name, e-mail) goes on to the
 * route that handles those, after this one has applied `digestEnabled`.
 */
export function digestPreferenceRouter(storage: Storage): Router {
  const router = Router();
  router.patch("/me", staffGate(storage), async (req, res, next) => {
    const body: unknown = req.body;
    if (!body || typeof body !== "object" || !("digestEnabled" in body)) return next();
    const { digestEnabled, ...rest } = digestSchema.parse(body);
    await storage.setDigestEnabled(req.staff!.id, digestEnabled);
    req.log.info({ userId: req.staff!.id, digestEnabled }, "morning digest turned " + (digestEnabled ? "on" : "off"));
    if (Object.keys(rest).length > 0) {
      req.body = rest;
      return next();
    }
    const user = await storage.getUser(req.staff!.id);
    res.json(meBody(user!, await storage.twoFactorRequired()));
  });
  return router;
}
