import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "../staff-roles";
import { nowMs } from "./columns";

/* Staff accounts and what hangs on them: recovery codes, signed-in sessions, digests sent. */

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

export type User = typeof users.$inferSelect;
