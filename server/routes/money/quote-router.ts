import { Router } from "express";
import type { Storage } from "../../storage";
import { sendQuoteRoute } from "./send-quote";
import { accountRoute } from "./account";
import type { QuoteRoutesOptions } from "./money-options";

/** The quote a booking is offered and its account, for the desk. Mounted behind staffGate. */
export function quoteRouter(storage: Storage, o: QuoteRoutesOptions): Router {
  const router = Router();
  sendQuoteRoute(router, storage, o);
  accountRoute(router, storage, o);
  return router;
}
