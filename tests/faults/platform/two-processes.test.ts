import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiry, postEnquiry, startServer, type RunningServer } from "../../support/server-process";
import { emptyPostgresDatabase } from "../../support/database";
import { apiPaths } from "@shared/api-paths";

const STAFF = { ADMIN_USERNAME: "pair-staff", ADMIN_PASSWORD: "pair-staff-password" };

describe("two server processes on one database", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    const env = { DATABASE_URL: db.url, BOOKING_RATE_LIMIT: "5", ...STAFF };
    // Started together: both run the migrations at once, and the advisory lock keeps that safe.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it("when enquiries alternate between them, then one rate limit counts them all", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await postEnquiry(i % 2 ? b.url : a.url, enquiry(i))).status);
    console.log(`two processes: statuses ${statuses.join(",")}`);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("when staff sign in on one, then the session works on the other, and a logout on one ends it on both", async () => {
    const login = await fetch(`${a.url}${apiPaths.login.href()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: STAFF.ADMIN_USERNAME, password: STAFF.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    expect((await fetch(`${b.url}${apiPaths.me.href()}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}${apiPaths.bookings.href()}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}${apiPaths.logout.href()}`, { method: "POST", headers: { cookie } })).status).toBe(204);
    expect((await fetch(`${a.url}${apiPaths.me.href()}`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${b.url}${apiPaths.me.href()}`, { headers: { cookie } })).status).toBe(401);
  });
});
