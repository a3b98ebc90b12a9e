import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("configuration from the environment", () => {
  it("when nothing is set, then the CONTRACT defaults apply", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 5000, host: "0.0.0.0", pgliteDir: ".data/pglite", bookingRateLimit: 10, loginRateLimit: 10 });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.admin).toBeUndefined();
    expect(c.trustProxy).toBeUndefined();
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
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
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
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://" }, "SMTP_URL"],
    [{ SMTP_URL: "mail.example:587" }, "SMTP_URL"],
    [{ MAIL_DIR: "  " }, "MAIL_DIR"],
    [{ MAIL_FROM: "hello" }, "MAIL_FROM"],
    [{ MAIL_FROM: "Desk\r\nBcc: x <hello@innerlight.example>" }, "MAIL_FROM"],
    [{ STAFF_ALERT_TO: "desk@innerlight.example, nobody" }, "STAFF_ALERT_TO"],
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
    });
  });

  it("when the mail variables are set, then they are parsed", () => {
    const c = loadConfig({
      SMTP_URL: "smtps://user:p%40ss@mail.example:465",
      MAIL_DIR: "/var/mail/ilj",
      MAIL_FROM: "Inner Light Desk <desk@innerlight.example>",
      STAFF_ALERT_TO: "asha@innerlight.example, bina@innerlight.example",
    });
    expect(c.mail).toEqual({
      smtpUrl: "smtps://user:p%40ss@mail.example:465",
      dir: "/var/mail/ilj",
      from: { name: "Inner Light Desk", address: "desk@innerlight.example" },
      staffAlertTo: ["asha@innerlight.example", "bina@innerlight.example"],
    });
    expect(loadConfig({ SMTP_URL: "smtp://mail.example" }).mail.smtpUrl).toBe("smtp://mail.example");
    expect(loadConfig({ MAIL_FROM: "desk@innerlight.example" }).mail.from).toEqual({ address: "desk@innerlight.example" });
  });

  it("when several variables are bad, then each gets its own line", () => {
    expect(() => loadConfig({ PORT: "x", BOOKING_RATE_LIMIT: "-1" })).toThrow(/PORT[^\n]*\n[^\n]*BOOKING_RATE_LIMIT/);
  });
});
