import { Router } from "express";
import type { AuditEntry } from "@shared/api-types";
import { z } from "zod";
import { MAX_INT } from "@shared/schema";
import { requireRole } from "../auth/staff-gate";
import type { AuditRow, Storage } from "../storage";
import { parseQuery } from "./parse-query";

const query = z
  .object({
    by: z.string().trim().min(1).max(255).optional(),
    action: z.string().trim().regex(/^[a-z-]{1,64}$/, "An action name such as sign-in").optional(),
    limit: z.string().regex(/^\d{1,3}$/, "An integer from 1 to 500").transform(Number).pipe(z.number().int().min(1).max(500)).optional(),
    before: z.string().regex(/^\d{1,10}$/, "An entry id").transform(Number).pipe(z.number().int().min(1).max(MAX_INT)).optional(),
  })
  .strict();

/** One entry as the desk shows it: who, what, when, on what, from where. */
export function auditItem(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    action: r.action,
    by: r.actor,
    ...(r.actorName ? { byName: r.actorName } : {}),
    at: r.at.toISOString(),
    ...(r.target ? { target: r.target } : {}),
    ...(r.address ? { address: r.address } : {}),
    ...(r.detail ? { detail: r.detail } : {}),
  };
}

/** GET /api/admin/audit?by=&action=&limit=&before=: newest first, admins only. Mounted after staffGate. */
export function auditRouter(storage: Storage): Router {
  const router = Router();
  router.get("/audit", requireRole("admin"), async (req, res) => {
    const q = parseQuery(query, req);
    const rows = await storage.listAudit({ by: q.by, action: q.action, before: q.before, limit: q.limit ?? 100 });
    res.json(rows.map(auditItem));
  });
  return router;
}
