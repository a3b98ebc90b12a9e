import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { addLateFee, type AddLateFeeStorage } from "../../use-cases/add-late-fee";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { moneyActor } from "./money-actor";
import { unlessRefused } from "./money-refusals";
import type { PaymentRoutesOptions } from "./money-options";

/** POST /api/admin/bookings/:id/late-fee: a **Late fee** instalment of 5 % of what is overdue, due today, once per overdue instalment. */
export function lateFeeRoute(router: Router, storage: AddLateFeeStorage, o: PaymentRoutesOptions): void {
  router.post(apiPaths.bookingLateFee.pattern, async (req, res) => {
    const id = pathId(req);
    const fee = unlessRefused(await addLateFee(storage, id, moneyActor(req), deskToday(o), o.messageIdDomain));
    req.log.info({ bookingId: id, amount: fee.amount, by: req.session.username }, "late fee added");
    res.status(201).json(fee);
    o.onQueued?.();
  });
}
