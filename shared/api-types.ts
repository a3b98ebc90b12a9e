import type { MoneyDue } from "./money/money-due";
import type { Booking } from "./schema/bookings";
import type { BookingStatus } from "./booking-status";
import type { ActivityKind, BookingView } from "./booking-views";
import type { BookingMailKind, MailState } from "./mail-states";
import type { MoneyEvent } from "./money/account-types";
import type { StaffRole } from "./staff-roles";
import type { EmailInEntry, EmailOutEntry } from "./conversation";

/**
 * The answers of the staff API, one type each, for the server that builds them and the desk that
 * reads them. Types only: importing this file bundles nothing.
 */

/** A value as it arrives over JSON: every Date is an ISO string. */
export type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The signed-in staff member (GET /api/auth/me, and the answer of a finished sign-in). */
export interface AuthUser {
  id: number;
  username: string;
  role: StaffRole;
  /** Shown to colleagues; null until set (the username stands in). */
  name: string | null;
  /** Where this person's alerts and digest go; null: STAFF_ALERT_TO. */
  email: string | null;
  /** A new e-mail waiting for the link sent to it to be opened; `email` stays in effect until then. */
  pendingEmail: string | null;
  /** A temporary password set by an admin: it must be replaced before anything else. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** An admin requires two-factor sign-in for all staff. */
  twoFactorRequired: boolean;
  /** Whether this person gets the morning digest (turned off in Account); the server always says. */
  digestEnabled?: boolean;
  /** Whether the desk opens the view's next booking after Send reply (Account, PATCH /api/auth/me; on by default). */
  openNextAfterSend?: boolean;
}

/** The password step answers the user, or that an authentication code is due first. */
export type LoginAnswer = AuthUser | { twoFactorRequired: true; id?: undefined };

/**
 * A booking as the desk lists it: every column plus the assignee's name (else username) and how many other
 * bookings are the same person's (JSON turns its dates into strings).
 */
export type BookingListItem = Omit<Booking, ListedApart> & {
  assignee: string | null;
  relatedCount: number;
  /**
   * Who waits: `new` (no staff answer yet), `visitor-replied` (the visitor wrote after the last staff
   * answer, and it awaits one), null (nothing awaits an answer, or the booking is a duplicate).
   */
  awaiting: Awaiting;
  /** The latest visitor or staff message (the enquiry itself first); null only once erased. */
  lastMessage: LastMessage | null;
  /** What the account owes either way on the desk's day (the list's rows only). */
  moneyDue?: MoneyDue | null;
  /** On its departure's waiting list now (not cancelled). */
  waitlisted: boolean;
  /** Its place in that line, 1 first; null when not waiting. */
  waitlistPosition: number | null;
  /** It waits and holds an offer of places on its departure (**Place offered**). */
  placeFree: boolean;
  /** When that offer ends (ISO); null when it holds none. */
  offeredUntil: string | null;
  /** An offer of places to it lapsed (or was skipped) and it left the line (**Offer lapsed**). */
  offerLapsed: boolean;
  /** Once a quote is accepted: its travellers whose details are complete, of how many (**Details N of M**). */
  details?: { complete: number; total: number } | null;
};

/** A column no answer carries: the search's folded words (up to 40,000 characters a booking). */
export type ListedApart = "searchWords";

export type Awaiting = "new" | "visitor-replied" | null;

export interface LastMessage {
  direction: "in" | "out";
  /** ISO time. */
  at: string;
  /** At most 140 characters of the message's text, without quoted history. */
  snippet: string;
}

/** One of the same person's other bookings (GET /api/admin/bookings/:id `related`). */
export interface RelatedBooking {
  id: number;
  reference: string;
  /** ISO time. */
  createdAt: string;
  status: BookingStatus;
  tripCategory: string;
  /** Set when that booking is marked as a duplicate: the desk shows Duplicate instead of its status. */
  duplicateOfId: number | null;
}

/** GET /api/admin/bookings/:id: the booking as listed, with the same person's other bookings. */
export type BookingDetail = BookingListItem & { related: RelatedBooking[]; departure: BookingDeparture | null };

/** The departure an opened booking names, as the desk shows it beside the booking. */
export interface BookingDeparture {
  id: number;
  programme: string;
  startDate: string;
  endDate: string;
  pricePerPerson: number;
  status: "open" | "closed" | "cancelled";
  left: number;
  /** Rupees per person for a private room: the quote form prices the rooms wished for from it. */
  privateRoomSupplement?: number;
  /**
   * The opened booking's own hold on this departure and what is left for its next quote: `left`
   * above counts every hold, this booking's too, so a departure Full to others may not be for it.
   */
  forBooking?: BookingHold;
}

/** One booking's own hold on its departure, counted as its quote's check counts (server/storage/departures/booking-hold.ts). */
export interface BookingHold {
  /** Places the booking's open quote or open offer holds. */
  held: number;
  /** Places left for the booking's next quote: every other hold counted, its own not. */
  left: number;
  /** Private rooms the booking's open quote holds. */
  roomsHeld: number;
  /** Private rooms left for the booking's next quote. */
  privateRoomsLeft: number;
}

/**
 * GET /api/admin/bookings/summary: counts per status and per desk view. With `?q=` (the list's search)
 * every count is of the bookings that search finds.
 */
export interface BookingSummary {
  total: number;
  pending: number;
  confirmed: number;
  cancelled: number;
  /** How many bookings each desk view holds. */
  views: Record<BookingView, number>;
  /**
   * For a search, the counts that stopped at SEARCH_COUNT_CAP (shared/search-counts.ts): each of
   * these views (and statuses; "all" is the total) holds more than that. Empty when every count is exact.
   */
  capped: (BookingView | BookingStatus)[];
  /** E-mails that could not be delivered after every retry. */
  mailFailed: number;
}

interface EntryBase {
  by: string;
  /** ISO time. */
  at: string;
}

/** One line of a booking's timeline (GET /api/admin/bookings/:id/activities). */
export type TimelineEntry =
  | (EntryBase & { kind: ActivityKind; body: string | null })
  | (EntryBase & { kind: "status"; from: BookingStatus; to: BookingStatus })
  | (EntryBase & { kind: "assignment"; assigneeId: number | null; assignee: string | null })
  /**
   * This booking was marked as a duplicate of `reference` (`duplicate`), or `reference` was marked
   * as a duplicate of this one (`duplicated-by`); `undone` when the mark was taken back.
   */
  | (EntryBase & { kind: "duplicate" | "duplicated-by"; bookingId: number; reference: string; undone: boolean })
  /** Staff released an enquiry held as suspected spam; `reason` is why it had been held. */
  | (EntryBase & { kind: "not-spam"; reason: string | null })
  | (EntryBase & {
      kind: "mail";
      mailKind: BookingMailKind;
      to: string;
      status: MailState;
      attempts: number;
      lastError: string | null;
      sentAt: string | null;
      /** A money e-mail's words as composed (absent or null for the others, and once erased). */
      text?: string | null;
    })
  /** A follow-up was set (`followUpAt`, with its note), cleared, or its time came (`due`, recorded by the server). */
  | (EntryBase & { kind: "follow-up-set"; followUpAt: string; note: string | null })
  | (EntryBase & { kind: "follow-up-cleared" })
  | (EntryBase & { kind: "follow-up-due"; followUpAt: string; note: string | null })
  /** A quote sent or accepted, a payment, a fee, a date change, a cancellation: `summary` says it in rupees. */
  | (EntryBase & { kind: "money"; event: MoneyEvent; summary: string })
  /** The conversation's e-mails: the visitor's (and machines') in, ours out. */
  | EmailInEntry
  | EmailOutEntry;

/** An active colleague a booking can be assigned to (GET /api/admin/staff); also what creating one answers. */
export interface StaffMember {
  id: number;
  username: string;
  role: StaffRole;
  name: string | null;
  email: string | null;
}

/** A staff account as the Team tab lists it (GET /api/admin/users): never the password hash or the secret. */
export interface StaffListItem extends StaffMember {
  /** A new e-mail waiting for its link to be opened. */
  pendingEmail: string | null;
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  disabled: boolean;
  createdAt: string;
}

/** GET and PATCH /api/admin/settings. */
export interface StaffSettings {
  twoFactorRequired: boolean;
}

/** One entry of the audit log (GET /api/admin/audit): who, what, when, on what, from where. */
export interface AuditEntry {
  id: number;
  action: string;
  /** The actor's username (what ?by= filters on). */
  by: string | null;
  /** The actor's name, when they have one. */
  byName?: string;
  at: string;
  target?: string;
  address?: string;
  detail?: unknown;
}

/** POST /api/auth/totp/setup: a new secret, as a URL for the QR code and as text. */
export interface TotpSetup {
  otpauthUrl: string;
  secret: string;
}

/** POST /api/auth/totp/enable: the recovery codes, shown once. */
export interface TotpEnabled {
  recoveryCodes: string[];
}

/** GET /api/admin/insights?weeks=4|12|52: the last weeks (12 by default). */
export interface Insights {
  weeks: string[];
  perWeek: { week: string; category: string; count: number }[];
  bySource: { kind: "programme" | "page" | "referrer" | "campaign"; label: string; count: number }[];
  /**
   * `decided`: answered, or their 24 hours over; `within24h` of them were answered in time;
   * `waiting`: not answered and still inside their 24 hours (neither kept nor missed yet).
   */
  response: { answered: number; within24h: number; decided: number; waiting: number; total: number; medianMinutes: number | null };
  statusMix: { status: string; count: number }[];
  /** `name` is the staff member's own, null until set (the username stands in). */
  byStaff: { userId: number; username: string; name: string | null; assigned: number; answered: number }[];
}

/** GET /api/admin/bookings/:id/personal-data (admins): whether an erasure's removal from the server's files is still pending. */
export type ErasureState = { pending: false } | { pending: true; since: string; attempts: number; lastError: string | null };
