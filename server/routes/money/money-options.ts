import type { Clock } from "../../core/clock";
import type { TripLinkKey } from "../../storage";

// What the money routers are made with (server/app/app.ts hands it in): its own file, so a route
// takes its options without importing the router that mounts it.

/** The desk's day and mail, for the payment routes. */
export interface PaymentRoutesOptions {
  /** DESK_TIMEZONE: "today" is today there. */
  timeZone: string;
  /** The desk's clock: what "today" and "now" are for the desk's judgments. */
  clock: Clock;
  /** The domain of the Message-IDs of the e-mails queued. */
  messageIdDomain: string;
  /** Wakes this process's mail delivery after an e-mail was queued. */
  onQueued?: () => void;
}

/** The payment routes' options, and the trip links a quote's e-mail and the account carry. */
export interface QuoteRoutesOptions extends PaymentRoutesOptions {
  /** Opens the sealed trip links (from the session secret). */
  tripKey: TripLinkKey;
  /** PUBLIC_URL; unset, the trip link names the address the request came to. */
  publicUrl?: string;
}
