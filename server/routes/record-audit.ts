import type { Request } from "express";
import type { Storage } from "../storage";
import type { AuditAction } from "@shared/audit-actions";

/**
 * Records who did what, from where. Called by every route that changes something a company would
 * want to trace: sign-ins, account changes, and actions on enquiries (status change, assignment,
 * CSV export, not-spam, erasure). A failure to write is logged, never turned into a failed action.
 * `target` names the thing acted on ("booking 12", "user asha"), never a visitor's personal data.
 */
export async function audit(
  storage: Storage,
  req: Request,
  action: AuditAction,
  target?: string | null,
  detail?: Record<string, unknown> | null,
  actor?: { id?: number | null; username: string },
): Promise<void> {
  const entry = {
    actorId: actor ? (actor.id ?? null) : (req.staff?.id ?? req.session?.userId ?? null),
    actor: actor ? actor.username : (req.staff?.username ?? req.session?.username ?? null),
    action,
    target: target ?? null,
    address: req.ip ?? null,
    detail: detail ?? null,
  };
  try {
    await storage.audit.appendAudit(entry);
  } catch (err) {
    req.log?.error({ err, action, target }, "audit entry not written");
  }
}
