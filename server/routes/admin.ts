import { Router } from "express";
import { searchText, summaryQuery } from "@shared/requests/booking-queries";
import { z } from "zod";
import { bookingStatusSchema } from "@shared/requests/booking-status";
import { ADMIN_PREFIX, apiPaths } from "@shared/api-paths";
import { BOOKING_VIEWS } from "@shared/booking-views";
import { csvRow } from "@shared/csv";
import { CSV_HEADER, csvLines } from "../desk/csv-export";
import { requireStaff } from "../auth/guard";
import { streamRows } from "../http/stream-rows";
import { decodeCursor, encodeCursor, type Storage } from "../storage";
import { parseQuery } from "./parse-query";
import { deskRouter, type DeskRouterOptions } from "./desk";
import { audit } from "./record-audit";
import { moneyDueOf, todayIn } from "@shared/money";

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

const listQuery = z
  .object({
    view: z.enum(BOOKING_VIEWS).default("all"),
    status: bookingStatusSchema.optional(),
    q: searchText,
    limit: z
      .string()
      .regex(/^\d+$/, "Must be an integer from 1 to 500")
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE))
      .optional(),
    cursor: z.string().optional(),
  })
  // A cursor holds a position in its view's order, so it is read for the view asked for.
  .transform(({ cursor, ...rest }, ctx) => {
    if (cursor === undefined) return { ...rest, cursor: undefined };
    const decoded = decodeCursor(cursor, rest.view);
    if (!decoded) {
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "Invalid cursor" });
      return z.NEVER;
    }
    return { ...rest, cursor: decoded };
  });

export function adminRouter(storage: Storage, desk: DeskRouterOptions): Router {
  const { timeZone, clock } = desk;
  const router = Router();
  router.use(ADMIN_PREFIX, requireStaff);

  router.get(apiPaths.bookings.pattern, async (req, res) => {
    const q = parseQuery(listQuery, req);
    const limit = q.limit ?? DEFAULT_PAGE;
    const today = todayIn(timeZone, clock.now());
    const page = await storage.bookings.listBookings({ view: q.view, userId: req.session.userId, status: q.status, q: q.q, limit, cursor: q.cursor, today });
    res.set("X-Total-Count", String(page.total));
    // A search's count stopped at SEARCH_COUNT_CAP: there are more than X-Total-Count.
    if (page.totalCapped) res.set("X-Total-Capped", "true");
    if (page.next) {
      const params = new URLSearchParams();
      if (q.view !== "all") params.set("view", q.view);
      if (q.status) params.set("status", q.status);
      if (q.q) params.set("q", q.q);
      params.set("limit", String(limit));
      params.set("cursor", encodeCursor(page.next));
      res.set("Link", `<${apiPaths.bookings.href(params)}>; rel="next"`);
    }
    // What each row owes either way, for the rows that owe anything: one query for the page.
    const owed = await storage.money.moneyOwed(
      page.items.filter((b) => b.paymentDueOn || b.refundDueBy).map((b) => b.id),
      today,
    );
    res.json(page.items.map((item) => {
      const o = owed.get(item.id);
      return { ...item, moneyDue: o ? moneyDueOf(item, today, o) : null };
    }));
  });

  router.get(apiPaths.bookingSummary.pattern, async (req, res) => {
    const { q } = parseQuery(summaryQuery, req);
    const now = clock.now();
    res.json(await storage.bookings.bookingSummary(req.session.userId, now, q, todayIn(timeZone, now)));
  });

  router.get(apiPaths.bookingExport.pattern, async (req, res) => {
    const q = parseQuery(listQuery, req);
    const day = new Date().toISOString().slice(0, 10);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="enquiries-${q.view === "all" ? "" : `${q.view}-`}${q.status ?? "all"}-${day}.csv"`);
    // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
    // That a search was exported, never what was searched: the text may be a visitor's name or e-mail.
    await audit(storage, req, "csv-export", null, { status: q.status ?? "all", ...(q.q ? { searched: true } : {}) });
    res.write("\uFEFF" + csvRow(CSV_HEADER));
    const rows = storage.bookings.iterateBookings({ view: q.view, userId: req.session.userId, status: q.status, q: q.q, today: todayIn(timeZone, clock.now()) });
    if (await streamRows(res, csvLines(rows, (ids) => storage.bookings.exportExtras(ids), timeZone))) res.end();
  });

  router.use(deskRouter(storage, desk));
  return router;
}
