import path from "node:path";
import { z } from "zod";
import { SITE } from "@shared/site";
import { parseAddressList, parseMailbox, type Mailbox } from "./addresses";
import { MIN_PASSWORD_HASH_COST, PASSWORD_HASH_COST } from "./password-cost";
import { isInside } from "./is-inside";

/** VISIT_RETENTION_DAYS unset: the daily roll-up's rows are kept two years. */
export const DEFAULT_VISIT_RETENTION_DAYS = 730;

const intFrom = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be an integer from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

export const DEFAULT_DESK_TIMEZONE = "Asia/Kolkata";

/** A UPI virtual payment address: name@bank (NPCI's characters; one `@`, no spaces). */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const TRUST_EVERY_HOP =
  "TRUST_PROXY must not trust every hop (true, 0.0.0.0/0, ::/0): any client could then forge its address with X-Forwarded-For. " +
  "Use the number of proxies in front of this server (usually 1), or their addresses/subnets such as 10.0.0.0/8";

/** Values that make Express believe X-Forwarded-For from anyone, so a client picks its own address. */
function trustsEveryHop(v: string): boolean {
  return v.split(",").some((part) => ["true", "0.0.0.0/0", "::/0"].includes(part.trim().toLowerCase()));
}

/** Strips trailing slashes in one pass from the end (a `/\/+$/` regex is quadratic). */
function withoutTrailingSlashes(v: string): string {
  let end = v.length;
  while (end > 0 && v[end - 1] === "/") end--;
  return v.slice(0, end);
}

/** Express "trust proxy": false, a hop count, or a comma-separated list of addresses/subnets. */
const trustProxy = z
  .string()
  .optional()
  .refine((v) => v === undefined || !trustsEveryHop(v), TRUST_EVERY_HOP)
  .transform((v): false | number | string | undefined => {
    if (v === undefined || v.trim() === "") return undefined;
    if (v === "false") return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: intFrom("PORT", 0, 65535, 5000),
    HOST: z.string().trim().min(1, "HOST must not be empty").optional(),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^postgres(ql)?:\/\/.+/.test(v), "DATABASE_URL must be a postgres:// URL"),
    PGLITE_DIR: z.string().trim().min(1, "PGLITE_DIR must not be empty").default(".data/pglite"),
    BACKUP_DIR: z.string().trim().min(1, "BACKUP_DIR must not be empty").default(".data/backups"),
    BACKUP_KEEP: intFrom("BACKUP_KEEP", 0, 1000, 7),
    DATA_KEY_FILE: z.string().trim().min(1, "DATA_KEY_FILE must not be empty").default(".data/keys/data.key"),
    MEDIA_DIR: z.string().trim().min(1, "MEDIA_DIR must not be empty").default(".data/media"),
    ADMIN_USERNAME: z.string().max(255, "ADMIN_USERNAME must be at most 255 characters").optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((v) => !v || v.length >= 32, "SESSION_SECRET must be at least 32 characters"),
    BOOKING_RATE_LIMIT: intFrom("BOOKING_RATE_LIMIT", 1, 1_000_000_000, 10),
    LOGIN_RATE_LIMIT: intFrom("LOGIN_RATE_LIMIT", 1, 1_000_000_000, 10),
    EVENT_RATE_LIMIT: intFrom("EVENT_RATE_LIMIT", 1, 1_000_000_000, 1000),
    DESK_TIMEZONE: z
      .string()
      .optional()
      .transform((v) => v?.trim() || DEFAULT_DESK_TIMEZONE)
      .refine(isTimeZone, (v) => ({ message: `DESK_TIMEZONE must be an IANA time zone such as Asia/Kolkata, got "${v}"` })),
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^https?:\/\/[^/]+/.test(v), "PUBLIC_URL must be an http(s) URL such as https://example.com")
      .transform((v) => (v ? withoutTrailingSlashes(v) : undefined)),
    ENQUIRY_RETENTION_DAYS: z
      .string()
      .optional()
      .refine((v) => !v || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 36500), "ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, or unset to keep"),
    AUDIT_RETENTION_DAYS: intFrom("AUDIT_RETENTION_DAYS", 1, 36500, 730),
    VISIT_RETENTION_DAYS: intFrom("VISIT_RETENTION_DAYS", 1, 36500, DEFAULT_VISIT_RETENTION_DAYS),
    ACK_DOMAIN_DAILY_CAP: intFrom("ACK_DOMAIN_DAILY_CAP", 1, 1_000_000_000, 200),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: z
      .string()
      .optional()
      .refine((v) => !v || isSmtpUrl(v), "SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtps://user:password@mail.example.com:465"),
    MAIL_DIR: z.string().trim().min(1, "MAIL_DIR must not be empty").default(".data/mail"),
    MAIL_FROM: z
      .string()
      .optional()
      .refine((v) => !v?.trim() || parseMailbox(v), "MAIL_FROM must be an e-mail address, or a name and an address as Name <address@example.com>"),
    IMAP_URL: z
      .string()
      .optional()
      .refine((v) => !v?.trim() || isImapUrl(v), "IMAP_URL must be an imap:// or imaps:// URL with a user, such as imaps://desk%40example.com:app-password@imap.example.com:993/INBOX"),
    MAIL_INBOX_DIR: z.string().trim().min(1, "MAIL_INBOX_DIR must not be empty").default(".data/inbox"),
    MAIL_AUTHSERV_ID: z
      .string()
      .optional()
      .refine((v) => !v?.trim() || /^[A-Za-z0-9.-]{1,253}$/.test(v.trim()), "MAIL_AUTHSERV_ID must be the receiving mail server's host name as it writes it in Authentication-Results, such as mx.example.com"),
    INBOUND_RETENTION_DAYS: intFrom("INBOUND_RETENTION_DAYS", 1, 36500, 365),
    // How often the desk's follow-ups, reminders and digest are looked at; tests shorten it to see rounds go by.
    DESK_TICK_MS: intFrom("DESK_TICK_MS", 100, 3_600_000, 30_000),
    // How long places offered to the first in line are held before the offer lapses and passes on.
    WAITLIST_OFFER_HOURS: intFrom("WAITLIST_OFFER_HOURS", 1, 720, 48),
    PAYMENT_INSTRUCTIONS: z
      .string()
      .optional()
      .refine((v) => !v || v.trim().length <= 2000, "PAYMENT_INSTRUCTIONS must be at most 2000 characters"),
    PAYMENT_INSTRUCTIONS_INTERNATIONAL: z
      .string()
      .optional()
      .refine((v) => !v || v.trim().length <= 2000, "PAYMENT_INSTRUCTIONS_INTERNATIONAL must be at most 2000 characters"),
    PAYMENT_UPI_ID: z
      .string()
      .optional()
      .refine((v) => !v?.trim() || UPI_ID.test(v.trim()), "PAYMENT_UPI_ID must be a UPI id such as innerlight@okaxis (name@bank)"),
    STAFF_ALERT_TO: z
      .string()
      .optional()
      .refine((v) => !v?.trim() || parseAddressList(v), "STAFF_ALERT_TO must be one or more e-mail addresses separated by commas"),
    TEST_CLOCK_FILE: z.string().optional(),
    TEST_CLOCK_IN_PRODUCTION: z.enum(["", "allow"]).optional(),
    PASSWORD_HASH_COST: intFrom("PASSWORD_HASH_COST", MIN_PASSWORD_HASH_COST, 20, PASSWORD_HASH_COST),
  })
  .superRefine((env, ctx) => {
    const user = env.ADMIN_USERNAME?.trim();
    if (user && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_PASSWORD must be set when ADMIN_USERNAME is set" });
    }
    if (env.ADMIN_PASSWORD && !user) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_USERNAME"], message: "ADMIN_USERNAME must be set when ADMIN_PASSWORD is set" });
    }
    if (env.ADMIN_PASSWORD !== undefined && user && env.ADMIN_PASSWORD.length < 8) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_PASSWORD must be at least 8 characters" });
    }
    // Refused, not ignored: a test setting that leaked into a deployment would put reminders,
    // digests and due dates on the wrong day, and anyone who can write the file could move them;
    // ignoring it would leave a server that looks configured one way and runs another. The browser
    // and fault tests run the production build on a moved clock, and say so with TEST_CLOCK_IN_PRODUCTION=allow.
    if (env.NODE_ENV === "production" && env.TEST_CLOCK_FILE?.trim() && env.TEST_CLOCK_IN_PRODUCTION !== "allow") {
      ctx.addIssue({ code: "custom", path: ["TEST_CLOCK_FILE"], message: "TEST_CLOCK_FILE moves the desk's clock for tests and is refused when NODE_ENV=production" });
    }
    // The key sealing document numbers must not travel with the database or its backups.
    for (const dir of ["PGLITE_DIR", "BACKUP_DIR"] as const) {
      if (env[dir] && env.DATA_KEY_FILE && isInside(path.resolve(env.DATA_KEY_FILE), path.resolve(env[dir]))) {
        ctx.addIssue({ code: "custom", path: ["DATA_KEY_FILE"], message: `DATA_KEY_FILE must not be inside ${dir} (${env[dir]}): keep the key apart from the database and its backups` });
      }
    }
    // The programmes' photos are copied beside each backup of the embedded database, and served to
    // anyone: kept apart from the database's own files, and the key never among them.
    for (const dir of ["PGLITE_DIR", "BACKUP_DIR"] as const) {
      if (env[dir] && isInside(path.resolve(env.MEDIA_DIR), path.resolve(env[dir]))) {
        ctx.addIssue({ code: "custom", path: ["MEDIA_DIR"], message: `MEDIA_DIR must not be inside ${dir} (${env[dir]}): keep the photos apart from it` });
      }
    }
    if (env.DATA_KEY_FILE && isInside(path.resolve(env.DATA_KEY_FILE), path.resolve(env.MEDIA_DIR))) {
      ctx.addIssue({ code: "custom", path: ["DATA_KEY_FILE"], message: `DATA_KEY_FILE must not be inside MEDIA_DIR (${env.MEDIA_DIR})` });
    }
    // A cheaper hash only makes the tests' many sign-ins quick; a production server would store
    // passwords that are cheaper to guess, so it never takes one.
    if (env.NODE_ENV === "production" && env.PASSWORD_HASH_COST < PASSWORD_HASH_COST) {
      ctx.addIssue({ code: "custom", path: ["PASSWORD_HASH_COST"], message: `PASSWORD_HASH_COST must be at least ${PASSWORD_HASH_COST} when NODE_ENV=production` });
    }
  });

/** True for a zone name this Node's Intl knows (IANA names such as Asia/Kolkata, and UTC). */
function isTimeZone(v: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

function isImapUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "imap:" || u.protocol === "imaps:") && u.hostname !== "" && u.username !== "";
  } catch {
    return false;
  }
}

function isSmtpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "smtp:" || u.protocol === "smtps:") && u.hostname !== "";
  } catch {
    return false;
  }
}

export interface MailConfig {
  /** Unset: every message is written as an .eml file to `dir` instead. */
  smtpUrl?: string;
  dir: string;
  from: Mailbox;
  staffAlertTo: string[];
  /** Acknowledgements sent to one recipient domain in 24 hours, at most. */
  ackDomainCap: number;
  /** Unset: incoming mail is read from `inboxDir` (.eml files) instead. */
  imapUrl?: string;
  inboxDir: string;
  /** The receiving server's authserv-id: its Authentication-Results are believed; unset, no inbound message is staff's. */
  authservId?: string;
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  /** PGlite backups: where, and how many of the newest to keep (0: no backups). */
  backupDir: string;
  backupKeep: number;
  /** The file holding the key that seals travellers' document numbers and medical notes (server/crypto). */
  dataKeyFile: string;
  /** Where the programmes' photos are kept (MEDIA_DIR/photos), shared by every process. */
  mediaDir: string;
  admin?: { username: string; password: string };
  sessionSecret?: string;
  bookingRateLimit: number;
  loginRateLimit: number;
  /** Visit events accepted per client address per hour. */
  eventRateLimit: number;
  /** The zone of the desk's day (visit days, Insights periods). */
  deskTimezone: string;
  trustProxy?: false | number | string;
  publicUrl?: string;
  logLevel: string;
  mail: MailConfig;
  /** Personal data of enquiries confirmed or cancelled longer ago is erased; undefined keeps it. */
  enquiryRetentionDays?: number;
  /** Audit entries older than this many days are deleted daily. */
  auditRetentionDays: number;
  /** What the trip page and the quote e-mail tell the visitor about paying, and the UPI id they pay to. */
  payment: PaymentConfig;
  /** The funnel's daily roll-up rows older than this many days are deleted daily. */
  visitRetentionDays: number;
  /** Unmatched mail older than this many days, and the inbox folder's copies, are deleted daily. */
  inboundRetentionDays: number;
  /** Milliseconds between the rounds of the desk's clock-driven work (server/jobs/desk-ticks.ts). */
  deskTickMs: number;
  /** Hours places offered to the line are held for a booking (docs/decisions/places-held.md). */
  waitlistOfferHours: number;
  /** A file holding the milliseconds the desk's clock runs ahead of the real one (server/core/clock.ts); tests only. */
  testClockFile?: string;
  /** log2 of scrypt's N for new password hashes: the production cost unless a test lowers it. */
  passwordHashCost: number;
};

export interface PaymentConfig {
  instructions?: string;
  /** How an international traveller pays (card link, wire, PayPal): shown instead of `instructions` on international trips, which get no UPI. */
  internationalInstructions?: string;
  upiId?: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? "environment");
      return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
    });
    throw new ConfigError(lines.join("\n"));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // The dev server (Vite, the embedded database's files) is for this machine only; `npm start` serves the network.
    host: e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDir: e.PGLITE_DIR,
    backupDir: e.BACKUP_DIR,
    backupKeep: e.BACKUP_KEEP,
    dataKeyFile: e.DATA_KEY_FILE,
    mediaDir: e.MEDIA_DIR,
    admin: e.ADMIN_USERNAME?.trim() && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME.trim(), password: e.ADMIN_PASSWORD } : undefined,
    sessionSecret: e.SESSION_SECRET,
    bookingRateLimit: e.BOOKING_RATE_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    eventRateLimit: e.EVENT_RATE_LIMIT,
    deskTimezone: e.DESK_TIMEZONE,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      dir: e.MAIL_DIR,
      from: (e.MAIL_FROM?.trim() && parseMailbox(e.MAIL_FROM)) || { name: SITE.name, address: SITE.email },
      staffAlertTo: (e.STAFF_ALERT_TO?.trim() && parseAddressList(e.STAFF_ALERT_TO)) || [SITE.email],
      ackDomainCap: e.ACK_DOMAIN_DAILY_CAP,
      imapUrl: e.IMAP_URL?.trim() || undefined,
      inboxDir: e.MAIL_INBOX_DIR,
      authservId: e.MAIL_AUTHSERV_ID?.trim().toLowerCase() || undefined,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    payment: {
      instructions: e.PAYMENT_INSTRUCTIONS?.trim() || undefined,
      internationalInstructions: e.PAYMENT_INSTRUCTIONS_INTERNATIONAL?.trim() || undefined,
      upiId: e.PAYMENT_UPI_ID?.trim() || undefined,
    },
    visitRetentionDays: e.VISIT_RETENTION_DAYS,
    inboundRetentionDays: e.INBOUND_RETENTION_DAYS,
    deskTickMs: e.DESK_TICK_MS,
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    testClockFile: e.TEST_CLOCK_FILE?.trim() || undefined,
    passwordHashCost: e.PASSWORD_HASH_COST,
    enquiryRetentionDays: e.ENQUIRY_RETENTION_DAYS ? Number(e.ENQUIRY_RETENTION_DAYS) : undefined,
  };
}
