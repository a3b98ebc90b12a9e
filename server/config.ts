import { z } from "zod";

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

/** Express "trust proxy": true/false, a hop count, or a comma-separated list of addresses/subnets. */
const trustProxy = z
  .string()
  .optional()
  .transform((v): boolean | number | string | undefined => {
    if (v === undefined || v.trim() === "") return undefined;
    if (v === "true") return true;
    if (v === "false") return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: intFrom("PORT", 0, 65535, 5000),
    HOST: z.string().trim().min(1, "HOST must not be empty").default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^postgres(ql)?:\/\/.+/.test(v), "DATABASE_URL must be a postgres:// URL"),
    PGLITE_DIR: z.string().trim().min(1, "PGLITE_DIR must not be empty").default(".data/pglite"),
    ADMIN_USERNAME: z.string().max(255, "ADMIN_USERNAME must be at most 255 characters").optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((v) => !v || v.length >= 32, "SESSION_SECRET must be at least 32 characters"),
    BOOKING_RATE_LIMIT: intFrom("BOOKING_RATE_LIMIT", 1, 1_000_000_000, 10),
    LOGIN_RATE_LIMIT: intFrom("LOGIN_RATE_LIMIT", 1, 1_000_000_000, 10),
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^https?:\/\/[^/]+/.test(v), "PUBLIC_URL must be an http(s) URL such as https://example.com")
      .transform((v) => (v ? v.replace(/\/+$/, "") : undefined)),
    ENQUIRY_RETENTION_DAYS: z
      .string()
      .optional()
      .refine((v) => !v || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 36500), "ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, or unset to keep"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
  });

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  admin?: { username: string; password: string };
  sessionSecret?: string;
  bookingRateLimit: number;
  loginRateLimit: number;
  trustProxy?: boolean | number | string;
  publicUrl?: string;
  logLevel: string;
  /** Personal data of enquiries confirmed or cancelled longer ago is erased; undefined keeps it. */
  enquiryRetentionDays?: number;
};

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
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDir: e.PGLITE_DIR,
    admin: e.ADMIN_USERNAME?.trim() && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME.trim(), password: e.ADMIN_PASSWORD } : undefined,
    sessionSecret: e.SESSION_SECRET,
    bookingRateLimit: e.BOOKING_RATE_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    enquiryRetentionDays: e.ENQUIRY_RETENTION_DAYS ? Number(e.ENQUIRY_RETENTION_DAYS) : undefined,
  };
}
