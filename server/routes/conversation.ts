import { Router } from "express";
import { attachSchema, replySchema, replyTemplatePatchSchema, replyTemplateSchema } from "@shared/conversation";
import { HttpError } from "../errors";
import { audit } from "../audit";
import { requireRole } from "../auth/staff-gate";
import type { EnquiryMailSettings, Storage } from "../storage";
import { actor } from "./actor";
import { pathId } from "./path-id";
import { parseQuery } from "./parse-query";
import { encodeUnmatchedCursor, unmatchedQuery } from "./unmatched-query";

/**
 * The conversation: replies from a booking, saved replies (admins manage them), unmatched incoming
 * mail and its attachment to a booking, and attachments' files. Mounted behind staffGate.
 */
export function conversationRouter(storage: Storage, opts: { mail: EnquiryMailSettings; onQueued?: () => void }): Router {
  const router = Router();

  router.post("/bookings/:id/replies", async (req, res) => {
    const id = pathId(req);
    const input = replySchema.parse(req.body);
    const result = await storage.sendReply(id, input, actor(req), opts.mail.messageIdDomain);
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      if (result.error === "not-a-sender") {
        throw new HttpError(400, "A reply goes to the booking's e-mail or to someone who wrote on it", [{ path: "to", message: "Not the booking's e-mail nor a sender on it" }]);
      }
      throw new HttpError(409, "This enquiry's personal data was erased: there is no address to reply to");
    }
    req.log.info({ bookingId: id, by: req.session.username }, "reply queued");
    await audit(storage, req, "reply-sent", `booking ${id}`);
    if (result.assigned) await audit(storage, req, "assigned", `booking ${id}`, { assigneeId: req.session.userId });
    res.status(201).json(result.entry);
    opts.onQueued?.();
  });

  router.get("/reply-templates", async (_req, res) => {
    res.json(await storage.listReplyTemplates());
  });

  router.post("/reply-templates", requireRole("admin"), async (req, res) => {
    const created = await storage.createReplyTemplate(replyTemplateSchema.parse(req.body));
    if (created === "taken") throw new HttpError(409, "A saved reply with that name exists");
    await audit(storage, req, "saved-reply-changed", `saved reply ${created.id}`, { created: created.name });
    res.status(201).json(created);
  });

  router.patch("/reply-templates/:id", requireRole("admin"), async (req, res) => {
    const id = pathId(req, "Saved reply");
    const updated = await storage.updateReplyTemplate(id, replyTemplatePatchSchema.parse(req.body));
    if (updated === "taken") throw new HttpError(409, "A saved reply with that name exists");
    if (!updated) throw new HttpError(404, "No such saved reply");
    await audit(storage, req, "saved-reply-changed", `saved reply ${id}`);
    res.json(updated);
  });

  router.delete("/reply-templates/:id", requireRole("admin"), async (req, res) => {
    const id = pathId(req, "Saved reply");
    if (!(await storage.deleteReplyTemplate(id))) throw new HttpError(404, "No such saved reply");
    await audit(storage, req, "saved-reply-changed", `saved reply ${id}`, { deleted: true });
    res.status(204).end();
  });

  router.get("/inbound", async (req, res) => {
    const q = parseQuery(unmatchedQuery, req);
    const page = await storage.listUnmatchedMail(q.limit, q.cursor);
    res.set("X-Total-Count", String(page.total));
    if (page.next) res.set("Link", `</api/admin/inbound?view=unmatched&limit=${q.limit}&cursor=${encodeUnmatchedCursor(page.next)}>; rel="next"`);
    res.json(page.items);
  });

  router.post("/inbound/:id/attach", async (req, res) => {
    const id = pathId(req, "Message");
    const attached = await storage.attachMail(id, attachSchema.parse(req.body));
    if (!attached) throw new HttpError(404, "No such unmatched message or booking");
    await audit(storage, req, "mail-attached", `booking ${attached.bookingId}`, { messageRowId: id });
    res.json(attached.entry);
  });

  router.get("/attachments/:id", async (req, res) => {
    const file = await storage.getAttachment(pathId(req, "Attachment"));
    if (!file) throw new HttpError(404, "No such attachment");
    // Always a download, never rendered: a visitor's HTML or SVG can't run in the desk's origin.
    res.attachment(file.name);
    res.set({ "Content-Type": "application/octet-stream", "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" });
    res.send(file.content);
  });

  return router;
}
