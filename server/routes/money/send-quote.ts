import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { quoteDayIssues, quoteRequestSchema } from "@shared/money/quote-requests";
import { HttpError } from "../../core/errors";
import { withDepartureFacts } from "../departures/departure-facts";
import type { DepartureStorage, MoneyStorage } from "../../storage";
import { tripUrlOf } from "../../storage";
import { pathId } from "../path-id";
import { sendQuote, type SendQuoteStorage } from "../../use-cases/send-quote";
import { deskToday } from "../desk-today";
import { moneyActor } from "./money-actor";
import { tripLinkOptions } from "./trip-link-options";
import { unlessQuoteRefused } from "./quote-refusals";
import type { QuoteRoutesOptions } from "./money-options";

/**
 * POST /api/admin/bookings/:id/quotes: a quote by the company's rules, replacing the booking's open
 * one, e-mailed to the visitor with the trip link. Answers the quote and, once, the link itself.
 */
export function sendQuoteRoute(router: Router, storage: SendQuoteStorage & { money: Pick<MoneyStorage, "readAccount">; departures: Pick<DepartureStorage, "departure"> }, o: QuoteRoutesOptions): void {
  router.post(apiPaths.bookingQuotes.pattern, async (req, res) => {
    const id = pathId(req);
    const input = quoteRequestSchema.parse(await withDepartureFacts(storage, req.body, (d) => ({ startDate: d.startDate, endDate: d.endDate, pricePerPerson: d.pricePerPerson, privateRoomSupplement: d.privateRoomSupplement })));
    const today = deskToday(o);
    const issues = quoteDayIssues(input, today);
    if (issues.length > 0) throw new HttpError(400, "Invalid input", issues);
    const made = unlessQuoteRefused(await sendQuote(storage, id, input, moneyActor(req), { today, key: o.tripKey, messageIdDomain: o.messageIdDomain }));
    const account = await storage.money.readAccount(id, today);
    const quote = account?.quotes.find((q) => q.id === made.quoteId);
    if (!quote) throw new HttpError(404, "No such booking");
    req.log.info({ bookingId: id, quoteId: quote.id, by: req.session.username }, "quote sent");
    res.status(201).json({ ...quote, tripUrl: tripUrlOf(tripLinkOptions(req, o).baseUrl, made.token) });
    o.onQueued?.();
  });
}
