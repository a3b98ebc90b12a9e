import type { PaymentMailKind } from "./money/payment-mail-kinds";
import type { TRAVELLER_REMINDER } from "./travellers/traveller-reminders";

/**
 * The outbox's messages: the two an enquiry produces, a reply written in the desk, and the alert
 * that a visitor answered; and the states of a queued message.
 */
export const MAIL_KINDS = ["acknowledgement", "staff-alert", "reply", "reply-alert"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The alert about repeated wrong sign-in codes for an account: in the outbox, about no booking. */
export const SIGN_IN_ALERT = "sign-in-alert";
/** A staff member's morning digest: in the outbox, about no booking, rendered from its account when sent. */
export const DIGEST = "digest";
/** The e-mail telling a staff member a booking was assigned to them: rendered from the booking when sent, left off its timeline (the assignment is there). */
export const ASSIGNMENT_ALERT = "assignment-alert";
/**
 * The quote, the visitor's confirmation on acceptance and the staff's alert of it (docs/decisions/trip-page.md): rendered when sent from the booking and the quote named in `mail_outbox.data`.
 */
export const QUOTE_MAIL_KINDS = ["quote", "trip-confirmation", "acceptance-alert"] as const;
export type QuoteMailKind = (typeof QUOTE_MAIL_KINDS)[number];

export function isQuoteMailKind(kind: string): kind is QuoteMailKind {
  return (QUOTE_MAIL_KINDS as readonly string[]).includes(kind);
}

/**
 * The e-mail to the first waiting booking that fits when places open on its departure (docs/decisions/departures-places.md): rendered when sent from the booking and the departure named in `mail_outbox.data`.
 */
export const PLACE_FREE = "place-free";

/** Every e-mail about one booking, as its timeline names it. */
export type BookingMailKind = MailKind | QuoteMailKind | PaymentMailKind | typeof PLACE_FREE | typeof TRAVELLER_REMINDER;
/** The link that puts a staff member's new e-mail in effect: in the outbox, its token made when sent. */
export const EMAIL_CONFIRMATION = "email-confirmation";
export type OutboxKind = BookingMailKind | typeof SIGN_IN_ALERT | typeof DIGEST | typeof ASSIGNMENT_ALERT | typeof EMAIL_CONFIRMATION;

/**
 * `queued`: waiting for its (next) attempt; `sending`: claimed by one server process until its lease
 * ends; `sent`; `failed`: given up after retrying for over 24 hours; `suppressed`: not sent on
 * purpose (the per-address acknowledgement cap, or personal data erased before it went out);
 * `bounced`: sent, then a delivery report came back saying it could not be delivered.
 */
export const MAIL_STATES = ["queued", "sending", "sent", "failed", "suppressed", "bounced"] as const;
export type MailState = (typeof MAIL_STATES)[number];
