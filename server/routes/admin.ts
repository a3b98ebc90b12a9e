import { Router, type Request } from "express";
import { z } from "zod";
import { MAX_INT, bookingStatusSchema, updateBookingStatusSchema, type Booking } from "@shared/schema";
import { csvRow } from "@shared/csv";
import { HttpError, zodErrorBody } from "../errors";
import { requireStaff } from "../auth/guard";
import { audit } from "../audit";
import type { BookingCursor, Storage } from "../storage";

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

function encodeCursor(c: BookingCursor): string {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}|${c.total ?? ""}`).toString("base64url");
}

function decodeCursor(s: string): BookingCursor | undefined {
  const [iso, id, total] = Buffer.from(s, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso);
  const n = Number(id);
  const t = total ? Number(total) : undefined;
  if (!iso || Number.isNaN(createdAt.getTime()) || !Number.isInteger(n) || n < 0 || n > MAX_INT) return undefined;
  if (t !== undefined && (!Number.isInteger(t) || t < 0)) return undefined;
  return { createdAt, id: n, total: t };
}

const listQuery = z.object({
  status: bookingStatusSchema.optional(),
  q: z.string().max(200).optional(),
  limit: z
    .string()
    .regex(/^\d+$/, "Must be an integer from 1 to 500")
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE))
    .optional(),
  cursor: z
    .string()
    .transform((s, ctx) => decodeCursor(s) ?? (ctx.addIssue({ code: "custom", message: "Invalid cursor" }), z.NEVER))
    .optional(),
});

/** Query values arrive as strings, or arrays when repeated; repeats are refused. */
function parseListQuery(req: Request) {
  const parsed = listQuery.safeParse(req.query);
  if (!parsed.success) throw new HttpError(400, "Invalid query", zodErrorBody(parsed.error).errors);
  return parsed.data;
}

function parseId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_INT ? n : undefined;
}

const CSV_COLUMNS: (keyof Booking)[] = [
  "id", "status", "createdAt", "updatedAt", "firstName", "lastName", "email", "phone", "country", "state",
  "education", "occupation", "designation", "tripType", "tripCategory", "preferredDates", "groupSize",
  "budgetRange", "travelExperience", "whyThisTrip", "specialRequests",
];

export function adminRouter(storage: Storage): Router {
  const router = Router();
  router.use(requireStaff);
  // Personal data: never kept by a browser or proxy cache.
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get("/bookings", async (req, res) => {
    const q = parseListQuery(req);
    const limit = q.limit ?? DEFAULT_PAGE;
    const page = await storage.listBookings({ status: q.status, q: q.q, limit, cursor: q.cursor });
    res.set("X-Total-Count", String(page.total));
    if (page.next) {
      const params = new URLSearchParams();
      if (q.status) params.set("status", q.status);
      if (q.q) params.set("q", q.q);
      params.set("limit", String(limit));
      params.set("cursor", encodeCursor(page.next));
      res.set("Link", `</api/admin/bookings?${params}>; rel="next"`);
    }
    res.json(page.items);
  });

  router.get("/bookings/summary", async (_req, res) => {
    res.json(await storage.bookingSummary());
  });

  router.get("/bookings/export.csv", async (req, res) => {
    const q = parseListQuery(req);
    const day = new Date().toISOString().slice(0, 10);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="enquiries-${q.status ?? "all"}-${day}.csv"`);
    // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
    await audit(storage, req, "csv-export", null, { status: q.status ?? "all", ...(q.q ? { q: q.q } : {}) });
    res.write("\uFEFF" + csvRow(CSV_COLUMNS));
    for await (const b of storage.iterateBookings({ status: q.status, q: q.q })) {
      res.write(csvRow(CSV_COLUMNS.map((c) => b[c])));
    }
    res.end();
  });

  router.patch("/bookings/:id/status", async (req, res) => {
    const id = parseId(req.params.id);
    if (id === undefined) throw new HttpError(400, "Booking id must be a positive integer", [{ path: "id", message: "Must be a positive integer" }]);
    const body = updateBookingStatusSchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json(zodErrorBody(body.error));
      return;
    }
    const updated = await storage.updateBookingStatus(id, body.data.status, req.session.username ?? `user ${req.session.userId}`);
    if (!updated) throw new HttpError(404, "No such booking");
    req.log.info({ bookingId: id, status: body.data.status, by: req.session.username }, "status changed");
    await audit(storage, req, "status-changed", `booking ${id}`, { status: body.data.status });
    res.json(updated);
  });

  router.get("/bookings/:id/history", async (req, res) => {
    const id = parseId(req.params.id);
    const history = id === undefined ? undefined : await storage.getStatusHistory(id);
    if (!history) throw new HttpError(404, "No such booking");
    res.json(history);
  });

  return router;
}
