import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import type { AuditEntry } from "@shared/api-types";
import { auditQuery } from "@shared/requests/audit-query";
import { requireRole } from "../auth/staff-gate";
import type { AuditRow, Storage } from "../storage";
import { parseQuery } from "./parse-query";

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
  router.get(apiPaths.audit.pattern, requireRole("admin"), async (req, res) => {
    const q = parseQuery(auditQuery, req);
    const rows = await storage.audit.listAudit({ by: q.by, action: q.action, before: q.before, limit: q.limit ?? 100 });
    res.json(rows.map(auditItem));
  });
  return router;
}
