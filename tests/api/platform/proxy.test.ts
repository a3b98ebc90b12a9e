import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app/app";
import { createStorage } from "../../../server/storage";
import { UNTRUSTED_PROXY_WARNING } from "../../../server/http/proxy-warning";
import { buildBooking } from "../../support/factories";
import { buildTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from "../../support/test-app";
import { freshDatabase, type TestDb } from "../../support/database";
import { systemClock } from "../../../server/core/clock";
import { apiPaths } from "@shared/api-paths";

/** An app whose log lines are kept, to see what it warns about. */
async function appWithLog(trustProxy: number | undefined) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n")) if (l) lines.push(JSON.parse(l));
      done();
    },
  });
  const db = await freshDatabase("pglite");
  const app = createApp({
    storage: createStorage(db.database.db, systemClock),
    config: { env: "test", bookingRateLimit: 1000, loginRateLimit: 1000, trustProxy, publicUrl: undefined, passwordHashCost: TEST_PASSWORD_HASH_COST },
    clock: systemClock,
    sessionSecret: "test-secret-test-secret-test-secret-1234",
    logger: pino({ level: "warn" }, sink),
    ping: db.database.ping,
  });
  return { app, db, warnings: () => lines.filter((l) => l.msg === UNTRUSTED_PROXY_WARNING) };
}

describe("requests forwarded by a proxy that is not trusted", () => {
  const dbs: TestDb[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((d) => d.drop()));
  });

  it("when requests carry X-Forwarded-For and TRUST_PROXY is unset, then one warning names TRUST_PROXY, once per process", async () => {
    const { app, db, warnings } = await appWithLog(undefined);
    dbs.push(db);
    await request(app).get(apiPaths.health.href());
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 5; i++) await request(app).get(apiPaths.health.href()).set("X-Forwarded-For", `203.0.113.${i}`);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0].msg).toContain("TRUST_PROXY");
    expect(warnings()[0].level).toBe(40);
  });

  it("when the proxy is trusted, then forwarded requests raise no warning", async () => {
    const { app, db, warnings } = await appWithLog(1);
    dbs.push(db);
    await request(app).get(apiPaths.health.href()).set("X-Forwarded-For", "203.0.113.9");
    expect(warnings()).toHaveLength(0);
  });
});

describe("TLS ended at the proxy, TRUST_PROXY and PUBLIC_URL unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { withStaff: false });
  });
  afterAll(() => t.close());

  it("when the browser's page is https on the same host, then its POST goes through", async () => {
    const res = await request(t.app)
      .post(apiPaths.enquiries.href())
      .set("Host", "innerlight.example")
      .set("X-Forwarded-Proto", "https")
      .set("Origin", "https://innerlight.example")
      .send(buildBooking());
    expect(res.status).toBe(201);
  });

  it("when the Origin is another host, or only looks like this one, then 403 still", async () => {
    const other = await request(t.app).post(apiPaths.enquiries.href()).set("Host", "innerlight.example").set("Origin", "https://evil.example").send(buildBooking());
    expect(other.status).toBe(403);
    const lookalike = await request(t.app).post(apiPaths.enquiries.href()).set("Host", "innerlight.example").set("Origin", "https://innerlight.example.evil.example").send(buildBooking());
    expect(lookalike.status).toBe(403);
  });
});
