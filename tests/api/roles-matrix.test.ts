import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../support/factories";
import { buildTestApp, STAFF, type TestApp } from "../support/test-app";
import { DB_KINDS } from "../support/database";
import type { StaffRole } from "@shared/staff-roles";
import { addStaff, signedIn } from "../support/staff";

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
    bookingId = (await request(t.app).post("/api/bookings").send(buildBooking())).body.id;
    const agent = await addStaff(t, "ravi", { role: "agent" });
    const gone = await addStaff(t, "old-hand", { role: "agent" });
    targetId = (await addStaff(t, "target", { role: "agent" })).id;
    sessions.admin = await signedIn(t, STAFF);
    sessions.agent = await signedIn(t, agent);
    sessions.disabled = await signedIn(t, gone);
    await t.storage.changeStaff(gone.id, { disabled: true });
  });
  afterAll(() => t.close());

  const endpoints = (): Endpoint[] => [
    { method: "get", path: "/api/admin/bookings", ok: 200, adminOnly: false },
    { method: "get", path: "/api/admin/bookings/summary", ok: 200, adminOnly: false },
    { method: "get", path: "/api/admin/bookings/export.csv", ok: 200, adminOnly: false },
    { method: "patch", path: `/api/admin/bookings/${bookingId}/status`, ok: 200, adminOnly: false, body: () => ({ status: "confirmed" }) },
    { method: "get", path: `/api/admin/bookings/${bookingId}/history`, ok: 200, adminOnly: false },
    { method: "get", path: "/api/admin/users", ok: 200, adminOnly: true },
    {
      method: "post",
      path: "/api/admin/users",
      ok: 201,
      adminOnly: true,
      body: () => ({ username: `colleague-${++seq}`, role: "agent", password: "a fresh temporary passphrase" }),
    },
    { method: "patch", path: `/api/admin/users/${targetId}`, ok: 200, adminOnly: true, body: () => ({ role: "agent" }) },
    { method: "delete", path: `/api/admin/users/${targetId}/totp`, ok: 204, adminOnly: true },
    { method: "get", path: "/api/admin/settings", ok: 200, adminOnly: true },
    { method: "patch", path: "/api/admin/settings", ok: 200, adminOnly: true, body: () => ({ twoFactorRequired: false }) },
    { method: "get", path: "/api/admin/audit", ok: 200, adminOnly: true },
    { method: "delete", path: `/api/admin/bookings/${bookingId}/personal-data`, ok: 200, adminOnly: true },
    { method: "get", path: "/api/auth/me", ok: 200, adminOnly: false },
    { method: "post", path: "/api/auth/totp/setup", ok: 200, adminOnly: false },
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
    const res = await request(t.app).post("/api/auth/login").send({ username: "old-hand", password: "correct horse battery staple" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Wrong username or password" });
  });
});
