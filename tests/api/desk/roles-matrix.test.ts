import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import type { StaffRole } from "@shared/staff-roles";
import { addStaff, signedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

type Method = "get" | "post" | "patch" | "delete";
interface Endpoint {
  method: Method;
  path: string;
  /** What an admin (and, unless adminOnly, an agent) gets. */
  ok: number;
  adminOnly: boolean;
  body?: () => object;
}

let seq = 0;

describe.each(DB_KINDS)("every staff endpoint by role on %s", (kind) => {
  let t: TestApp;
  let bookingId: number;
  let targetId: number;
  const sessions: Record<StaffRole | "disabled", ReturnType<typeof request.agent>> = {} as never;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    bookingId = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking())).body.id;
    const agent = await addStaff(t, "ravi", { role: "agent" });
    const gone = await addStaff(t, "old-hand", { role: "agent" });
    targetId = (await addStaff(t, "target", { role: "agent" })).id;
    sessions.admin = await signedIn(t, STAFF);
    sessions.agent = await signedIn(t, agent);
    sessions.disabled = await signedIn(t, gone);
    await t.storage.users.changeStaff(gone.id, { disabled: true });
  });
  afterAll(() => t.close());

  const endpoints = (): Endpoint[] => [
    { method: "get", path: apiPaths.bookings.href(), ok: 200, adminOnly: false },
    { method: "get", path: apiPaths.bookingSummary.href(), ok: 200, adminOnly: false },
    { method: "get", path: apiPaths.bookingExport.href(), ok: 200, adminOnly: false },
    { method: "patch", path: apiPaths.bookingStatus.href(bookingId), ok: 200, adminOnly: false, body: () => ({ status: "confirmed" }) },
    { method: "get", path: apiPaths.bookingHistory.href(bookingId), ok: 200, adminOnly: false },
    { method: "get", path: apiPaths.users.href(), ok: 200, adminOnly: true },
    {
      method: "post",
      path: apiPaths.users.href(),
      ok: 201,
      adminOnly: true,
      body: () => ({ username: `colleague-${++seq}`, role: "agent", password: "a fresh temporary passphrase" }),
    },
    { method: "patch", path: apiPaths.user.href(targetId), ok: 200, adminOnly: true, body: () => ({ role: "agent" }) },
    { method: "delete", path: apiPaths.userTotp.href(targetId), ok: 204, adminOnly: true },
    { method: "get", path: apiPaths.settings.href(), ok: 200, adminOnly: true },
    { method: "patch", path: apiPaths.settings.href(), ok: 200, adminOnly: true, body: () => ({ twoFactorRequired: false }) },
    { method: "get", path: apiPaths.audit.href(), ok: 200, adminOnly: true },
    { method: "delete", path: apiPaths.bookingPersonalData.href(bookingId), ok: 200, adminOnly: true },
    { method: "get", path: apiPaths.me.href(), ok: 200, adminOnly: false },
    { method: "post", path: apiPaths.totpSetup.href(), ok: 200, adminOnly: false },
  ];

  const call = (who: ReturnType<typeof request.agent> | null, e: Endpoint) => {
    const r = (who ?? request(t.app))[e.method](e.path);
    return e.body ? r.send(e.body()) : r;
  };

  it("when not signed in, then every staff endpoint answers 401", async () => {
    for (const e of endpoints()) expect((await call(null, e)).status, `${e.method} ${e.path}`).toBe(401);
  });

  it("when the account was disabled, then its session has ended: every endpoint answers 401", async () => {
    for (const e of endpoints()) expect((await call(sessions.disabled, e)).status, `${e.method} ${e.path}`).toBe(401);
  });

  it("when an agent calls, then desk endpoints answer and admin-only ones answer 403", async () => {
    for (const e of endpoints()) {
      const res = await call(sessions.agent, e);
      expect(res.status, `${e.method} ${e.path}`).toBe(e.adminOnly ? 403 : e.ok);
    }
  });

  it("when an admin calls, then every endpoint answers", async () => {
    for (const e of endpoints()) expect((await call(sessions.admin, e)).status, `${e.method} ${e.path}`).toBe(e.ok);
  });

  it("when a disabled account gives its right password, then sign-in answers 401 like a wrong one", async () => {
    const res = await request(t.app).post(apiPaths.login.href()).send({ username: "old-hand", password: "correct horse battery staple" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Wrong username or password" });
  });
});
