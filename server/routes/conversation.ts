import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { attachSchema, replyTemplatePatchSchema, replyTemplateSchema } from "@shared/conversation";
import { HttpError } from "../core/errors";
import { audit } from "./record-audit";
import { requireRole } from "../auth/staff-gate";
import type { Storage } from "../storage";
import { pathId } from "./path-id";
import { parseQuery } from "./parse-query";
import { encodeUnmatchedCursor, unmatchedQuery } from "./unmatched-query";

/**
 * The conversation beside the replies (a booking action): saved replies (admins manage them),
 * unmatched incoming mail and its attachment to a booking, and attachments' files. Behind staffGate.
 */
export function conversationRouter(storage: Storage): Router {
  const router = Router();

  router.get(apiPaths.replyTemplates.pattern, async (_req, res) => {
    res.json(await storage.conversations.listReplyTemplates());
  });

  router.post(apiPaths.replyTemplates.pattern, requireRole("admin"), async (req, res) => {
    const created = await storage.conversations.createReplyTemplate(replyTemplateSchema.parse(req.body));
    if (created === "taken") throw new HttpError(409, "A saved reply with that name exists");
    await audit(storage, req, "saved-reply-changed", `saved reply ${created.id}`, { created: created.name });
    res.status(201).json(created);
  });

  router.patch(apiPaths.replyTemplate.pattern, requireRole("admin"), async (req, res) => {
    const id = pathId(req, "Saved reply");
    const updated = await storage.conversations.updateReplyTemplate(id, replyTemplatePatchSchema.parse(req.body));
    if (updated === "taken") throw new HttpError(409, "A saved reply with that name exists");
    if (!updated) throw new HttpError(404, "No such saved reply");
    await audit(storage, req, "saved-reply-changed", `saved reply ${id}`);
    res.json(updated);
  });

  router.delete(apiPaths.replyTemplate.pattern, requireRole("admin"), async (req, res) => {
    const id = pathId(req, "Saved reply");
    if (!(await storage.conversations.deleteReplyTemplate(id))) throw new HttpError(404, "No such saved reply");
    await audit(storage, req, "saved-reply-changed", `saved reply ${id}`, { deleted: true });
    res.status(204).end();
  });

  router.get(apiPaths.inbound.pattern, async (req, res) => {
    const q = parseQuery(unmatchedQuery, req);
    const page = await storage.conversations.listUnmatchedMail(q.limit, q.cursor);
    res.set("X-Total-Count", String(page.total));
    if (page.next) res.set("Link", `<${apiPaths.inbound.href({ view: "unmatched", limit: q.limit, cursor: encodeUnmatchedCursor(page.next) })}>; rel="next"`);
    res.json(page.items);
  });

  router.post(apiPaths.inboundAttach.pattern, async (req, res) => {
    const id = pathId(req, "Message");
    const attached = await storage.conversations.attachMail(id, attachSchema.parse(req.body));
    if (!attached) throw new HttpError(404, "No such unmatched message or booking");
    await audit(storage, req, "mail-attached", `booking ${attached.bookingId}`, { messageRowId: id });
    res.json(attached.entry);
  });

  router.get(apiPaths.attachment.pattern, async (req, res) => {
    const file = await storage.conversations.getAttachment(pathId(req, "Attachment"));
    if (!file) throw new HttpError(404, "No such attachment");
    // Always a download, never rendered: a visitor's HTML or SVG can't run in the desk's origin.
    res.attachment(file.name);
    res.set({ "Content-Type": "application/octet-stream", "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" });
    res.send(file.content);
  });

  return router;
}
