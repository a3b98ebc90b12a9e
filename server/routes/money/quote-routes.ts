import { Router } from "express";
import type { Storage } from "../../storage";
import { quoteRoute } from "./quotes";
import { accountRoute } from "./account";
import type { QuoteRoutesOptions } from "./quote-http";

/** The quote a booking is offered and its account, for the desk. Mounted behind staffGate. */
export function quoteRoutes(storage: Storage, o: QuoteRoutesOptions): Router {
  const router = Router();
  quoteRoute(router, storage, o);
  accountRoute(router, storage, o);
  return router;
}
