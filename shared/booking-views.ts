/**
 * The staff desk's enquiry views and timeline entry kinds as plain constants, so the desk can use
 * them without loading the schema library.
 */
export const BOOKING_VIEWS = [
  "all",
  "needs-reply",
  "mine",
  "unassigned",
  "overdue",
  "follow-up",
  "payment-due",
  "payment-overdue",
  "refund-due",
  "waitlist",
  "details-missing",
  "spam",
] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** What staff can add to a booking's timeline; every kind but `note` is a contact with the visitor. */
export const ACTIVITY_KINDS = ["note", "call", "email", "whatsapp"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Hours within which every visitor is promised a reply. */
export const REPLY_PROMISE_HOURS = 24;
