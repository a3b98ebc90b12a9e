import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { cancellationSchema } from "@shared/money/payment-requests";
import { HttpError } from "../../core/errors";
import type { MoneyStorage, Storage } from "../../storage";
import { cancelBooking } from "../../use-cases/cancel-booking";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { moneyActor } from "./money-actor";
import type { PaymentRoutesOptions } from "./money-options";

/** POST /api/admin/bookings/:id/cancellation: settled by the published policy; 200 the account with `cancellation`. */
export function cancellationRoute(router: Router, storage: { money: Pick<MoneyStorage, "moneyAccount">; changes: Pick<Storage["changes"], "departureOfBooking" | "inPlacesChange"> }, o: PaymentRoutesOptions): void {
  router.post(apiPaths.bookingCancellation.pattern, async (req, res) => {
    const id = pathId(req);
    const input = cancellationSchema.parse(req.body);
    const today = deskToday(o);
    const result = await cancelBooking(storage, id, input, moneyActor(req), today, o.messageIdDomain);
    if ("error" in result) {
      if (result.error === "no-booking") throw new HttpError(404, "No such booking");
      if (result.error === "erased") throw new HttpError(409, "This booking's personal data was erased");
      if (result.error === "already-cancelled") throw new HttpError(409, "This booking is already cancelled");
      throw new HttpError(400, result.message, [{ path: result.path, message: result.message }]);
    }
    req.log.info({ bookingId: id, reason: input.reason, by: req.session.username }, "booking cancelled");
    res.json(await storage.money.moneyAccount(id, today));
    o.onQueued?.();
  });
}
