import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { dateChangeSchema } from "@shared/money/payment-requests";
import { HttpError } from "../../core/errors";
import { daysTooFarAhead } from "@shared/money/plausible-days";
import { withDepartureFacts } from "../departures/departure-facts";
import { placesLeftWords, tooFewPlacesWords } from "@shared/departures";
import type { DepartureStorage, MoneyStorage, Storage } from "../../storage";
import { changeDates } from "../../use-cases/change-dates";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { moneyActor } from "./money-actor";
import { unlessRefused } from "./money-refusals";
import type { PaymentRoutesOptions } from "./money-options";

/** POST /api/admin/bookings/:id/date-change: new dates, the fee by the 45-day rule, the unpaid instalments moved; 200 the account. */
export function dateChangeRoute(router: Router, storage: { money: Pick<MoneyStorage, "moneyAccount">; changes: Pick<Storage["changes"], "inPlacesChange">; departures: Pick<DepartureStorage, "departure"> }, o: PaymentRoutesOptions): void {
  router.post(apiPaths.bookingDateChange.pattern, async (req, res) => {
    const id = pathId(req);
    const input = dateChangeSchema.parse(await withDepartureFacts(storage, req.body, (d) => ({ startDate: d.startDate, endDate: d.endDate })));
    const today = deskToday(o);
    const far = daysTooFarAhead({ startDate: input.startDate, endDate: input.endDate }, today);
    if (far.length > 0) throw new HttpError(400, "Invalid input", far);
    const result = await changeDates(storage, id, input, moneyActor(req), today, o.messageIdDomain);
    if ("error" in result && result.error === "invalid") throw new HttpError(400, result.message, [{ path: result.path, message: result.message }]);
    if ("error" in result && result.error === "no-quote") throw new HttpError(409, "This booking has no accepted quote");
    if ("error" in result && result.error === "full") {
      throw new HttpError(409, tooFewPlacesWords(result.left, { travellers: result.travellers, of: "the booking's" }, "that departure"), [{ path: "departureId", message: result.left <= 0 ? "No places left" : `${placesLeftWords(result.left)} left` }]);
    }
    unlessRefused(result);
    req.log.info({ bookingId: id, by: req.session.username }, "dates changed");
    res.json(await storage.money.moneyAccount(id, today));
    o.onQueued?.();
  });
}
