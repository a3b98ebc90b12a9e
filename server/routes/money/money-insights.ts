import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { MAX_INSIGHT_MONTHS, moneyInsightsQuery } from "@shared/money/payment-requests";
import { HttpError } from "../../core/errors";
import type { MoneyStorage } from "../../storage";
import { parseQuery } from "../parse-query";
import { deskToday } from "../desk-today";
import type { PaymentRoutesOptions } from "./money-options";

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));

/** GET /api/admin/insights/money?from=YYYY-MM&to=YYYY-MM: booked and received by month, outstanding and overdue now. */
export function moneyInsightsRoute(router: Router, storage: { money: Pick<MoneyStorage, "moneyInsights"> }, o: PaymentRoutesOptions): void {
  router.get(apiPaths.moneyInsights.pattern, async (req, res) => {
    const { from, to } = parseQuery(moneyInsightsQuery, req);
    if (monthIndex(to) - monthIndex(from) >= MAX_INSIGHT_MONTHS) {
      throw new HttpError(400, "Invalid query", [{ path: "to", message: `At most ${MAX_INSIGHT_MONTHS} months` }]);
    }
    res.json(await storage.money.moneyInsights(from, to, deskToday(o)));
  });
}
