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
    [{ ENQUIRY_RETENTION_DAYS: "0" }, "ENQUIRY_RETENTION_DAYS"],
    [{ ENQUIRY_RETENTION_DAYS: "a year" }, "ENQUIRY_RETENTION_DAYS"],
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

  it("when several variables are bad, then each gets its own line", () => {
    expect(() => loadConfig({ PORT: "x", BOOKING_RATE_LIMIT: "-1" })).toThrow(/PORT[^\n]*\n[^\n]*BOOKING_RATE_LIMIT/);
  });
});
