import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import type { MoneyStorage } from "../../storage";
import { HttpError } from "../../core/errors";
import { pathId } from "../path-id";
import { deskToday } from "../desk-today";
import { tripLinkOptions } from "./trip-link-options";
import type { QuoteRoutesOptions } from "./money-options";

/** GET /api/admin/bookings/:id/account: everything about a booking's money, as of today. */
export function accountRoute(router: Router, storage: { money: Pick<MoneyStorage, "readAccount"> }, o: QuoteRoutesOptions): void {
  router.get(apiPaths.bookingAccount.pattern, async (req, res) => {
    const account = await storage.money.readAccount(pathId(req), deskToday(o), tripLinkOptions(req, o));
    if (!account) throw new HttpError(404, "No such booking");
    res.json(account);
  });
}
