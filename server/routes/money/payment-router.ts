import { Router } from "express";
import type { Storage } from "../../storage";
import { recordPaymentRoute } from "./payments";
import { voidPaymentRoute } from "./void-payment";
import { lateFeeRoute } from "./late-fee";
import { dateChangeRoute } from "./date-change";
import { cancellationRoute } from "./cancellation";
import { refundPaidRoute } from "./refund-paid";
import { moneyInsightsRoute } from "./money-insights";
import { paymentsCsvRoute } from "./payments-csv";
import type { PaymentRoutesOptions } from "./money-options";

/**
 * The money that comes in and goes back after a quote is accepted: payments, voids, late fees,
 * date changes, cancellations and refunds, credits, the money Insights and the payments CSV.
 * Mounted behind staffGate, each action in its own file.
 */
export function paymentRouter(storage: Storage, o: PaymentRoutesOptions): Router {
  const router = Router();
  recordPaymentRoute(router, storage, o);
  voidPaymentRoute(router, storage);
  lateFeeRoute(router, storage, o);
  dateChangeRoute(router, storage, o);
  cancellationRoute(router, storage, o);
  refundPaidRoute(router, storage, o);
  moneyInsightsRoute(router, storage, o);
  paymentsCsvRoute(router, storage, o);
  return router;
}
