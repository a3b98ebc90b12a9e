import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { nowMs } from "./columns";
import { users } from "./users";

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
    /** A money e-mail's words as composed (migration 0024), shown on the desk's timeline; erased with the booking. */
    textBody: text("text_body"),
  },
  (t) => [
    uniqueIndex("mail_outbox_message_id_idx").on(t.messageId),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index("mail_outbox_booking_idx").on(t.bookingId),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt),
    index("mail_outbox_mailbox_idx").on(t.mailbox, t.createdAt).where(sql`${t.kind} = 'acknowledgement'`),
    index("mail_outbox_mail_domain_idx").on(sql`split_part(${t.mailbox}, '@', 2)`, t.createdAt).where(sql`${t.kind} = 'acknowledgement'`),
    // The flood guard's counts, each on an index only it can read (migration 0019, ack-counts.ts).
    index("mail_outbox_ack_mailbox_idx").on(t.mailbox, t.createdAt).where(sql`${t.mailbox} <> ''`),
    index("mail_outbox_ack_domain_idx").on(sql`split_part(${t.mailbox}, '@', 2)`, t.createdAt).where(sql`split_part(${t.mailbox}, '@', 2) <> ''`),
    // The desk's failed-mail count and the daily prune read only these rows.
    index("mail_outbox_failed_idx").on(t.id).where(sql`${t.status} = 'failed'`),
    index("mail_outbox_sent_idx").on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);

/**
 * Domains at their daily ceiling of acknowledgements, until when they surely stay there (migration
 * 0022): the flood guard reads this row instead of counting the ceiling's acknowledgements again.
 */
export const ackDomainHolds = pgTable("ack_domain_holds", {
  domain: text("domain").primaryKey(),
  /** The ceiling it was counted against; a higher one set later does not take it as reached. */
  cap: integer("cap").notNull(),
  until: timestamp("until", { withTimezone: true, mode: "date" }).notNull(),
});

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
