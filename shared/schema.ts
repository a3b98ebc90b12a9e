import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "./text-rules";
import { BOOKING_STATUSES, TRIP_TYPES, type BookingStatus } from "./booking-status";
import { STAFF_ROLES } from "./staff-roles";

/* ------------------------------------------------------------------ tables */

const nowMs = sql`date_trunc('milliseconds', now())`;

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 255 }).notNull().unique(),
    password: text("password").notNull(),
    // The migration gives every user that existed before roles "admin"; new users default to agent.
    role: text("role", { enum: STAFF_ROLES }).notNull().default("agent"),
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
    /** Set for a temporary password chosen by an admin: its owner must replace it before anything else. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true, mode: "date" }),
    /** The last accepted TOTP time step, so a code can't be used twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true, mode: "date" }),
    /** Shown to colleagues and used as {{staffName}}; null until set (the username stands in). */
    name: text("name"),
    /** Where this person's digest and the alerts for their bookings go; none means no digest. */
    email: text("email"),
    /** Whether this person wants the morning digest (turned off in Account). */
    digestEnabled: boolean("digest_enabled").notNull().default(true),
    /** Whether the desk opens the view's next booking after Send reply (Account). */
    openNextAfterSend: boolean("open_next_after_send").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    /** A new e-mail waiting for its owner to open the link sent to it; `email` stays in effect until then. */
    pendingEmail: text("pending_email"),
    /** SHA-256 of that link's token, and when it stops working. */
    emailTokenHash: text("email_token_hash"),
    emailTokenExpiresAt: timestamp("email_token_expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('admin', 'agent')`),
    uniqueIndex("users_email_token_idx").on(t.emailTokenHash).where(sql`${t.emailTokenHash} is not null`),
  ],
);

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export { BOOKING_STATUSES, TRIP_TYPES, type BookingStatus, type TripType } from "./booking-status";

/**
 * What the desk's search reads, as one expression per trigram index (migration 0007): the names,
 * e-mail, category and reference in one text; the phone's digits as typed and its E.164 form in
 * another. A query written with these same expressions is answered from the GIN indexes.
 */
export function bookingSearchTextSql(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; tripCategory: AnyPgColumn; reference: AnyPgColumn }) {
  return sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.tripCategory} || ' ' || ${t.reference})`;
}

export function bookingPhoneDigitsSql(t: { phone: AnyPgColumn; phoneE164: AnyPgColumn }) {
  return sql`(regexp_replace(${t.phone}, '[^0-9]', '', 'g') || ' ' || coalesce(${t.phoneE164}, ''))`;
}

/**
 * A booking's phone read backwards, as typed (digits only) and as E.164: a whole number, or its last
 * digits, is then a prefix of one of them, found in a btree index (text_pattern_ops) instead of the
 * trigram index, whose lists for common digit runs are long.
 */
export function bookingPhoneEndsSql(t: { phone: AnyPgColumn; phoneE164: AnyPgColumn }) {
  return { typed: sql`reverse(regexp_replace(${t.phone}, '[^0-9]', '', 'g'))`, e164: sql`reverse(${t.phoneE164})` };
}

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    state: text("state"),
    education: text("education"),
    occupation: text("occupation"),
    designation: text("designation"),
    tripType: text("trip_type").notNull(),
    tripCategory: text("trip_category").notNull(),
    preferredDates: text("preferred_dates"),
    groupSize: integer("group_size").notNull(),
    specialRequests: text("special_requests"),
    whyThisTrip: text("why_this_trip"),
    budgetRange: text("budget_range"),
    travelExperience: text("travel_experience"),
    status: text("status").notNull().default("pending"),
    /** A short random code the visitor can quote on the phone (not the sequential id). */
    reference: text("reference").notNull().default(sql`booking_reference()`),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true, mode: "date" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`date_trunc('milliseconds', now()) + interval '24 hours'`),
    /**
     * 24 hours after the oldest visitor message not yet answered (the enquiry itself first), or null
     * when nothing awaits an answer. Drives Needs reply and Overdue; dueAt stays the first reply's.
     */
    replyDueAt: timestamp("reply_due_at", { withTimezone: true, mode: "date" }).default(
      sql`date_trunc('milliseconds', now()) + interval '24 hours'`,
    ),
    /** Null, or why the enquiry looks automated ("honeypot", "too-fast"); such enquiries are kept apart. */
    suspect: text("suspect"),
    sourcePath: text("source_path"),
    /** The page the visit began on (first touch, like the utm fields); the funnel counts the enquiry there. */
    landingPath: text("landing_path"),
    sourceProgramme: text("source_programme"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** The phone read as an E.164 number with the country as default region; null when unreadable. */
    phoneE164: text("phone_e164"),
    /** When staff want to come back to this booking; brings it into Follow-ups due once reached. */
    followUpAt: timestamp("follow_up_at", { withTimezone: true, mode: "date" }),
    followUpNote: text("follow_up_note"),
    /** The booking this one repeats, marked by staff; such a booking leaves Needs reply and Overdue. */
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
    /** When the personal data was erased; the row stays for statistics. */
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    /**
     * The latest message either way, the enquiry itself first: kept by triggers (migration 0013) in
     * the transaction that stores a message, so the desk's list reads it off the row.
     */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true, mode: "date" }),
    lastMessageDirection: text("last_message_direction", { enum: ["in", "out"] }),
    lastMessageSnippet: text("last_message_snippet"),
    /** What the visitor wrote (the enquiry and their e-mails) folded by fold_text(), kept by the same triggers; read by the desk's search. */
    searchWords: text("search_words"),
    /**
     * The due date of the earliest instalment not fully paid, and the day an owed refund is due by
     * (null when nothing is owed): kept by the money storage in the transaction of every money
     * change (migration 0016), so the desk's money views page on them.
     */
    paymentDueOn: date("payment_due_on", { mode: "string" }),
    refundDueBy: date("refund_due_by", { mode: "string" }),
    // Millisecond precision, so a JavaScript Date carries the exact value in a paging cursor.
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(nowMs)
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Keyset pagination walks (created_at, id) newest first, with or without a status filter.
    // Ascending indexes: PostgreSQL reads them backwards for ORDER BY ... DESC (whose default is
    // NULLS FIRST, which a "DESC NULLS LAST" index would not match).
    index("bookings_created_idx").on(t.createdAt, t.id),
    index("bookings_status_created_idx").on(t.status, t.createdAt, t.id),
    uniqueIndex("bookings_reference_idx").on(t.reference),
    // One partial index per desk view, so each view pages (and counts) without touching the others.
    index("bookings_inbox_idx").on(t.createdAt, t.id).where(sql`${t.suspect} is null`),
    index("bookings_inbox_status_idx").on(t.status, t.createdAt, t.id).where(sql`${t.suspect} is null`),
    index("bookings_reply_due_idx").on(t.replyDueAt, t.id).where(sql`${t.suspect} is null and ${t.replyDueAt} is not null`),
    // Incoming mail joins the booking of its sender's address (compared lower-cased).
    index("bookings_email_idx").on(sql`lower(${t.email})`),
    index("bookings_assignee_idx").on(t.assigneeId, t.createdAt, t.id).where(sql`${t.suspect} is null`),
    index("bookings_spam_idx").on(t.createdAt, t.id).where(sql`${t.suspect} is not null`),
    // The same person's other enquiries are found by phone with an index lookup.
    index("bookings_phone_e164_idx").on(t.phoneE164).where(sql`${t.phoneE164} is not null`),
    index("bookings_follow_up_idx").on(t.followUpAt, t.id).where(sql`${t.followUpAt} is not null`),
    index("bookings_payment_due_idx").on(t.paymentDueOn, t.id).where(sql`${t.suspect} is null and ${t.paymentDueOn} is not null`),
    index("bookings_refund_due_idx").on(t.refundDueBy, t.id).where(sql`${t.suspect} is null and ${t.refundDueBy} is not null`),
    // The desk's search: trigram indexes fitting its expressions (pg_trgm, migration 0007).
    index("bookings_search_idx").using("gin", sql`${bookingSearchTextSql(t)} gin_trgm_ops`),
    index("bookings_phone_search_idx").using("gin", sql`${bookingPhoneDigitsSql(t)} gin_trgm_ops`),
    // A whole phone number is matched at the end of each booking's number (migration 0009).
    index("bookings_phone_end_idx").using("btree", sql`${bookingPhoneEndsSql(t).typed} text_pattern_ops`),
    index("bookings_phone_e164_end_idx").using("btree", sql`${bookingPhoneEndsSql(t).e164} text_pattern_ops`),
    index("bookings_words_idx").using("gin", sql`${t.searchWords} gin_trgm_ops`),
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check("bookings_trip_type_check", sql`${t.tripType} in ('retreat', 'international')`),
    check("bookings_group_size_check", sql`${t.groupSize} >= 1`),
  ],
);

export const bookingStatusHistory = pgTable(
  "booking_status_history",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    // The username is kept as text so the record outlives a removed staff account.
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** What the change altered beside the status (the reply due, the first response), so setting it back soon after restores them. */
    undo: jsonb("undo").$type<StatusUndo>(),
  },
  (t) => [index("booking_status_history_booking_idx").on(t.bookingId, t.id)],
);

/**
 * Exact numbers of bookings per desk bucket, kept by statement triggers on bookings (see the
 * desk_views migration), so the desk's totals are a sum over a few rows instead of a count over
 * every booking. `assigneeId` 0 means unassigned. Each server connection adds to its own `slot`
 * (its backend pid modulo 8), so concurrent enquiries don't queue up behind one hot row.
 */
export const bookingCounts = pgTable(
  "booking_counts",
  {
    spam: boolean("spam").notNull(),
    status: text("status").notNull(),
    /** A reply is due (replyDueAt is set). */
    awaiting: boolean("awaiting").notNull(),
    assigneeId: integer("assignee_id").notNull(),
    slot: smallint("slot").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.spam, t.status, t.awaiting, t.assigneeId, t.slot] })],
);

/**
 * An erasure committed whose removal from the disk (the mail folders' files, the embedded database's
 * old row versions) has not finished: written in the erasure's transaction, deleted once the data is
 * gone. While a row is here the erasure is shown to admins with Retry and no backup is written.
 */
export const erasuresPending = pgTable("erasures_pending", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  since: timestamp("since", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
});

/** Notes, contacts with the visitor and assignments: a booking's timeline beside status changes and e-mails. */
export const bookingActivities = pgTable(
  "booking_activities",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** note, call, email, whatsapp (see shared/booking-views.ts), assignment or not-spam. */
    kind: text("kind").notNull(),
    body: text("body"),
    /** Kind-specific facts, e.g. the new assignee of an assignment. */
    data: jsonb("data"),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    // The username as text, like the status history, so the record outlives the account.
    by: text("by").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [index("booking_activities_booking_idx").on(t.bookingId, t.id)],
);

/**
 * E-mails waiting to go out, queued in the enquiry's own transaction. Bodies are rendered from the
 * booking when sent, so erasing a booking's personal data also empties what is still queued.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** acknowledgement or staff-alert (shared/mail-states.ts). */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    /**
     * An acknowledgement's recipient as its provider reads it (mailbox_key(): case, `+tag`, Gmail's
     * dots), so the per-mailbox cap and the per-domain ceiling can't be dodged by spelling.
     */
    mailbox: text("mailbox"),
    /** A sign-in alert's account: the message is rendered from it when sent. */
    aboutUserId: integer("about_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Stable across retries, so a duplicate after a crash is recognisable. */
    messageId: text("message_id").notNull(),
    /** What a money e-mail is about (its quote, payment or instalment ids), rendered from them when sent. */
    data: jsonb("data"),
    /** A reply's own message, or the visitor's message a reply-alert is about. */
    messageRowId: integer("message_row_id").references((): AnyPgColumn => mailMessages.id, { onDelete: "set null" }),
    /** queued, sending, sent, failed or suppressed (shared/mail-states.ts). */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    /** While `sending`, the claim ends here; a process that died mid-send leaves the message to be retried. */
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("mail_outbox_message_id_idx").on(t.messageId),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index("mail_outbox_booking_idx").on(t.bookingId),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt),
    index("mail_outbox_mailbox_idx").on(t.mailbox, t.createdAt).where(sql`${t.kind} = 'acknowledgement'`),
    index("mail_outbox_mail_domain_idx").on(sql`split_part(${t.mailbox}, '@', 2)`, t.createdAt).where(sql`${t.kind} = 'acknowledgement'`),
    // The desk's failed-mail count and the daily prune read only these rows.
    index("mail_outbox_failed_idx").on(t.id).where(sql`${t.status} = 'failed'`),
    index("mail_outbox_sent_idx").on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/**
 * The conversation's e-mails: what visitors (and staff from their own mail client) sent to the
 * company mailbox, and the replies written in the desk. Stored once per Message-ID (a message
 * without one gets `<sha256@content>`). A null booking is unmatched mail.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** in (read from the mailbox) or out (written in the desk). */
    direction: text("direction").notNull(),
    /** visitor, staff (a staff member from their own mail client), auto-reply, bounce or desk (shared/conversation.ts). */
    kind: text("kind").notNull(),
    messageId: text("message_id").notNull(),
    inReplyTo: text("in_reply_to"),
    /** The References header's ids, space-separated. */
    refs: text("refs"),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** Without the quoted history. */
    text: text("text").notNull(),
    /** With it. */
    fullText: text("full_text").notNull(),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    by: text("by").notNull(),
    /** Attachments over the limit are listed, not kept; this says so. */
    attachmentNote: text("attachment_note"),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    /** Its sender is not proven (server/mail/inbound/auth-results.ts): shown so on the timeline; it answers nothing. */
    unverified: boolean("unverified").notNull().default(false),
    /** The raw message's size in bytes, kept for a message that could not be read. */
    rawSize: integer("raw_size"),
  },
  (t) => [
    uniqueIndex("mail_messages_message_id_idx").on(t.messageId),
    index("mail_messages_booking_idx").on(t.bookingId, t.id),
    index("mail_messages_unmatched_idx").on(t.at, t.id).where(sql`${t.bookingId} is null`),
    check("mail_messages_direction_check", sql`${t.direction} in ('in', 'out')`),
  ],
);

/** Files that came with an incoming message; `content` is null for one over the size limit (listed only). */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: serial("id").primaryKey(),
    messageRowId: integer("message_row_id")
      .notNull()
      .references(() => mailMessages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content"),
  },
  (t) => [index("mail_attachments_message_idx").on(t.messageRowId)],
);

/** Saved replies: staff insert them in the composer; placeholders are filled before sending. */
export const replyTemplates = pgTable("reply_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
});

/**
 * One row per mailbox read: which process holds the lease to read it (until when), and the last
 * UID stored under the mailbox's UIDVALIDITY, so a restart neither reads twice nor skips.
 */
export const mailboxState = pgTable("mailbox_state", {
  mailbox: text("mailbox").primaryKey(),
  uidValidity: bigint("uid_validity", { mode: "number" }),
  lastUid: bigint("last_uid", { mode: "number" }).notNull().default(0),
  leaseHolder: text("lease_holder"),
  leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
});

/** Who did what: sign-ins, account changes and actions on enquiries, newest first. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The username as typed or known at the time (a failed sign-in names an account that may not exist). */
    actor: text("actor"),
    action: text("action").notNull(),
    /** What the action was on, e.g. "booking 12" or "user asha"; never a visitor's personal data. */
    target: text("target"),
    address: text("address"),
    detail: jsonb("detail"),
    /** The booking acted on, when it is one: erasure finds the booking's entries by it. */
    bookingId: integer("booking_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_booking_idx").on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index("audit_log_actor_idx").on(t.actor, t.at, t.id),
    index("audit_log_action_idx").on(t.action, t.at, t.id),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt), index("sessions_user_idx").on(t.userId)],
);

/** One row per person and desk day whose morning digest was sent: the key makes it exactly once. */
export const digestSends = pgTable(
  "digest_sends",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The day in DESK_TIMEZONE, YYYY-MM-DD. */
    day: text("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/* ------------------------------------------------------------- validation */

export const MAX_TEXT = 65_535;
export const MAX_INT = 2_147_483_647;

const noNul = isStorableText;

/** A required text: trimmed, at least one visible character. */
const requiredText = () =>
  z
    .string()
    .trim()
    .min(1, "Required")
    .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
    .refine(noNul, NOT_STORABLE);

/** An optional text: trimmed; blank, null or absent is stored as null. */
const optionalText = () =>
  z
    .string()
    .trim()
    .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
    .refine(noNul, NOT_STORABLE)
    .nullish()
    .transform((v) => (v ? v : null));

export const MAX_SOURCE_TEXT = 500;

/** Where the visitor came from: optional, short, trimmed; blank is stored as null. */
export const sourceText = () =>
  z
    .string()
    .trim()
    .max(MAX_SOURCE_TEXT, `Must be at most ${MAX_SOURCE_TEXT} characters`)
    .refine(noNul, NOT_STORABLE)
    .nullish()
    .transform((v) => (v ? v : null));

/** The fields a visitor may send; everything else (id, status, timestamps, unknown keys) is dropped. */
export const insertBookingSchema = createInsertSchema(bookings, {
  firstName: requiredText,
  lastName: requiredText,
  email: () => requiredText().pipe(z.string().email("Invalid email address")),
  phone: requiredText,
  country: requiredText,
  state: optionalText,
  education: optionalText,
  occupation: optionalText,
  designation: optionalText,
  tripType: () => z.enum(TRIP_TYPES),
  tripCategory: requiredText,
  preferredDates: optionalText,
  groupSize: () => z.number().int().min(1).max(MAX_INT),
  specialRequests: optionalText,
  whyThisTrip: optionalText,
  budgetRange: optionalText,
  travelExperience: optionalText,
  sourcePath: sourceText,
  landingPath: sourceText,
  sourceProgramme: sourceText,
  referrer: sourceText,
  utmSource: sourceText,
  utmMedium: sourceText,
  utmCampaign: sourceText,
}).pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  state: true,
  education: true,
  occupation: true,
  designation: true,
  tripType: true,
  tripCategory: true,
  preferredDates: true,
  groupSize: true,
  specialRequests: true,
  whyThisTrip: true,
  budgetRange: true,
  travelExperience: true,
  sourcePath: true,
  landingPath: true,
  sourceProgramme: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
});

/** What the enquiry form holds before it is sent (optional texts may be empty strings). */
export type InsertBookingInput = z.input<typeof insertBookingSchema>;
/** What the server stores after validation. */
export type InsertBooking = z.output<typeof insertBookingSchema>;

export type Booking = typeof bookings.$inferSelect;

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const updateBookingStatusSchema = z.object({ status: bookingStatusSchema }).strict();

export type User = typeof users.$inferSelect;

export const loginSchema = z.object({
  username: z.string().min(1, "Required").max(255).refine(noNul, NOT_STORABLE),
  password: z.string().min(1, "Required").max(1024),
});

/** A status change's other effects, as they were before it (ISO times). */
export interface StatusUndo {
  firstResponseAt: string | null;
  replyDueAt: string | null;
}

export interface StatusChange {
  from: BookingStatus;
  to: BookingStatus;
  by: string;
  at: string;
}

export * from "./visit-tables";
