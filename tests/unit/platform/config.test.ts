import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/core/config";

describe("configuration from the environment", () => {
  it("when nothing is set, then the documented defaults apply", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 5000, host: "127.0.0.1", pgliteDir: ".data/pglite", backupDir: ".data/backups", backupKeep: 7, bookingRateLimit: 10, loginRateLimit: 10 });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.admin).toBeUndefined();
    expect(c.trustProxy).toBeUndefined();
  });

  it("when the visit variables are unset or set, then EVENT_RATE_LIMIT is 1000 and DESK_TIMEZONE Asia/Kolkata unless given", () => {
    expect(loadConfig({})).toMatchObject({ eventRateLimit: 1000, deskTimezone: "Asia/Kolkata" });
    expect(loadConfig({ EVENT_RATE_LIMIT: "50", DESK_TIMEZONE: "Europe/Lisbon" })).toMatchObject({ eventRateLimit: 50, deskTimezone: "Europe/Lisbon" });
  });

  it("when HOST is unset, then the dev server binds 127.0.0.1 and npm start (production) 0.0.0.0", () => {
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", HOST: "10.1.2.3" }).host).toBe("10.1.2.3");
  });

  it("when TEST_CLOCK_FILE is set, then the desk's clock is moved by it, and production refuses it unless a test of the build allows it", () => {
    expect(loadConfig({}).testClockFile).toBeUndefined();
    expect(loadConfig({ TEST_CLOCK_FILE: "/tmp/clock" }).testClockFile).toBe("/tmp/clock");
    expect(() => loadConfig({ NODE_ENV: "production", TEST_CLOCK_FILE: "/tmp/clock" })).toThrow(/^TEST_CLOCK_FILE .*refused when NODE_ENV=production$/);
    expect(loadConfig({ NODE_ENV: "production", TEST_CLOCK_FILE: "/tmp/clock", TEST_CLOCK_IN_PRODUCTION: "allow" }).testClockFile).toBe("/tmp/clock");
    expect(() => loadConfig({ TEST_CLOCK_IN_PRODUCTION: "yes" })).toThrow(/TEST_CLOCK_IN_PRODUCTION/);
  });

  it("when PASSWORD_HASH_COST is set, then tests may lower it, production never below the recommended cost", () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: "10" }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "9" })).toThrow(/PASSWORD_HASH_COST must be an integer from 10 to 20/);
    expect(() => loadConfig({ NODE_ENV: "production", PASSWORD_HASH_COST: "10" })).toThrow(/^PASSWORD_HASH_COST must be at least 17 when NODE_ENV=production$/);
    expect(loadConfig({ NODE_ENV: "production", PASSWORD_HASH_COST: "18" }).passwordHashCost).toBe(18);
  });

  it("when PUBLIC_URL ends in many slashes, then all of them go", () => {
    expect(loadConfig({ PUBLIC_URL: `https://innerlight.example${"/".repeat(50_000)}` }).publicUrl).toBe("https://innerlight.example");
  });

  it.each(["true", "TRUE", " true ", "0.0.0.0/0", "10.0.0.0/8, ::/0"])("when TRUST_PROXY is %j (every hop), then start-up is refused with what to use instead", (v) => {
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: v });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^TRUST_PROXY /);
    expect(lines[0]).toContain("usually 1");
    expect(lines[0]).toContain("addresses/subnets");
  });

  it("when values are set, then they are parsed", () => {
    const c = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/app",
      ADMIN_USERNAME: "asha",
      ADMIN_PASSWORD: "long-enough",
      TRUST_PROXY: "1",
      BOOKING_RATE_LIMIT: "50",
      PUBLIC_URL: "https://innerlight.example/",
    });
    expect(c).toMatchObject({ port: 8080, databaseUrl: "postgres://u@db:5432/app", admin: { username: "asha", password: "long-enough" }, trustProxy: 1, bookingRateLimit: 50, publicUrl: "https://innerlight.example" });
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ BACKUP_DIR: "/var/backups/ilj", BACKUP_KEEP: "30" })).toMatchObject({ backupDir: "/var/backups/ilj", backupKeep: 30 });
    expect(loadConfig({ BACKUP_KEEP: "0" }).backupKeep).toBe(0);
    expect(loadConfig({ ENQUIRY_RETENTION_DAYS: "365" }).enquiryRetentionDays).toBe(365);
    expect(loadConfig({}).enquiryRetentionDays).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ BOOKING_RATE_LIMIT: "0" }, "BOOKING_RATE_LIMIT"],
    [{ LOGIN_RATE_LIMIT: "ten" }, "LOGIN_RATE_LIMIT"],
    [{ ADMIN_USERNAME: "asha" }, "ADMIN_PASSWORD"],
    [{ ADMIN_PASSWORD: "long-enough" }, "ADMIN_USERNAME"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ PUBLIC_URL: "innerlight.example" }, "PUBLIC_URL"],
    [{ BACKUP_KEEP: "-1" }, "BACKUP_KEEP"],
    [{ BACKUP_KEEP: "seven" }, "BACKUP_KEEP"],
    [{ BACKUP_KEEP: "2.5" }, "BACKUP_KEEP"],
    [{ BACKUP_DIR: "  " }, "BACKUP_DIR"],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://" }, "SMTP_URL"],
    [{ SMTP_URL: "mail.example:587" }, "SMTP_URL"],
    [{ MAIL_DIR: "  " }, "MAIL_DIR"],
    [{ MAIL_FROM: "hello" }, "MAIL_FROM"],
    [{ MAIL_FROM: "Desk\r\nBcc: x <hello@innerlight.example>" }, "MAIL_FROM"],
    [{ STAFF_ALERT_TO: "desk@innerlight.example, nobody" }, "STAFF_ALERT_TO"],
    [{ ENQUIRY_RETENTION_DAYS: "0" }, "ENQUIRY_RETENTION_DAYS"],
    [{ ENQUIRY_RETENTION_DAYS: "a year" }, "ENQUIRY_RETENTION_DAYS"],
    [{ AUDIT_RETENTION_DAYS: "0" }, "AUDIT_RETENTION_DAYS"],
    [{ ACK_DOMAIN_DAILY_CAP: "lots" }, "ACK_DOMAIN_DAILY_CAP"],
    [{ EVENT_RATE_LIMIT: "0" }, "EVENT_RATE_LIMIT"],
    [{ DESK_TIMEZONE: "Mars/Olympus_Mons" }, "DESK_TIMEZONE"],
  ])("when %o is set, then start-up fails with one line naming %s", (env, name) => {
    let error: unknown;
    try {
      loadConfig(env as NodeJS.ProcessEnv);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it("when no mail variable is set, then mail goes to .eml files in .data/mail, from and to the company address", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      dir: ".data/mail",
      from: { name: "Inner Light Journeys", address: "hello@innerlightjourneys.in" },
      staffAlertTo: ["hello@innerlightjourneys.in"],
      ackDomainCap: 200,
      imapUrl: undefined,
      inboxDir: ".data/inbox",
    });
  });

  it("when the audit period and the acknowledgement ceiling are unset, then 2 years and 200 a day per domain; set, they are read", () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    const c = loadConfig({ AUDIT_RETENTION_DAYS: "90", ACK_DOMAIN_DAILY_CAP: "1000" });
    expect(c.auditRetentionDays).toBe(90);
    expect(c.mail.ackDomainCap).toBe(1000);
  });

  it("when the mail variables are set, then they are parsed", () => {
    const c = loadConfig({
      SMTP_URL: "smtps://user:p%40ss@mail.example:465",
      MAIL_DIR: "/var/mail/ilj",
      MAIL_FROM: "Inner Light Desk <desk@innerlight.example>",
      STAFF_ALERT_TO: "asha@innerlight.example, bina@innerlight.example",
      IMAP_URL: "imaps://desk%40innerlight.example:secret@imap.example:993/INBOX",
      MAIL_INBOX_DIR: "/var/mail/inbox",
    });
    expect(c.mail).toEqual({
      smtpUrl: "smtps://user:p%40ss@mail.example:465",
      dir: "/var/mail/ilj",
      from: { name: "Inner Light Desk", address: "desk@innerlight.example" },
      staffAlertTo: ["asha@innerlight.example", "bina@innerlight.example"],
      ackDomainCap: 200,
      imapUrl: "imaps://desk%40innerlight.example:secret@imap.example:993/INBOX",
      inboxDir: "/var/mail/inbox",
    });
    expect(() => loadConfig({ IMAP_URL: "https://imap.example" })).toThrow(/IMAP_URL/);
    expect(() => loadConfig({ IMAP_URL: "imaps://imap.example" })).toThrow(/IMAP_URL/);
    expect(loadConfig({ SMTP_URL: "smtp://mail.example" }).mail.smtpUrl).toBe("smtp://mail.example");
    expect(loadConfig({ MAIL_FROM: "desk@innerlight.example" }).mail.from).toEqual({ address: "desk@innerlight.example" });
  });

  it("when the payment variables are unset, then nothing is shown; set, the UPI id must be name@bank", () => {
    expect(loadConfig({}).payment).toEqual({ instructions: undefined, upiId: undefined });
    expect(loadConfig({ PAYMENT_INSTRUCTIONS: "  HDFC Bank, IFSC HDFC0001234  ", PAYMENT_UPI_ID: " innerlight@okaxis " }).payment).toEqual({
      instructions: "HDFC Bank, IFSC HDFC0001234",
      upiId: "innerlight@okaxis",
    });
    for (const bad of ["innerlight", "inner light@okaxis", "a@b@c", "@okaxis", "innerlight@", "innerlight@ok axis", "x".repeat(300) + "@okaxis"]) {
      expect(() => loadConfig({ PAYMENT_UPI_ID: bad }), bad).toThrow(/PAYMENT_UPI_ID/);
    }
    expect(() => loadConfig({ PAYMENT_INSTRUCTIONS: "x".repeat(2001) })).toThrow(/PAYMENT_INSTRUCTIONS/);
    expect(loadConfig({ PAYMENT_INSTRUCTIONS_INTERNATIONAL: "  Card: https://pay.example/ilj  " }).payment.internationalInstructions).toBe("Card: https://pay.example/ilj");
    expect(loadConfig({ PAYMENT_INSTRUCTIONS_INTERNATIONAL: "   " }).payment.internationalInstructions).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_INSTRUCTIONS_INTERNATIONAL: "x".repeat(2001) })).toThrow(/PAYMENT_INSTRUCTIONS_INTERNATIONAL/);
  });

  it("when several variables are bad, then each gets its own line", () => {
    expect(() => loadConfig({ PORT: "x", BOOKING_RATE_LIMIT: "-1" })).toThrow(/PORT[^\n]*\n[^\n]*BOOKING_RATE_LIMIT/);
  });
});
