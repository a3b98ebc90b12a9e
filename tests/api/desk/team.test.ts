import request from "supertest";
import { describe, expect, it } from "vitest";
import { LastAdminError } from "../../../server/storage";
import { STAFF } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, enrol, signedIn, useAppSignedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("team management on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);

  it("when an admin adds a colleague, then 201 {id, username, role}; the list shows them without secrets", async () => {
    const res = await admin.post(apiPaths.users.href()).send({ username: "nila", role: "agent", password: "temporary passphrase 1" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: "nila", role: "agent", name: null, email: null, pendingEmail: null });
    const list = await admin.get(apiPaths.users.href());
    const nila = list.body.find((u: { username: string }) => u.username === "nila");
    expect(nila).toEqual({
      id: res.body.id,
      username: "nila",
      role: "agent",
      name: null,
      email: null,
      pendingEmail: null,
      twoFactorEnabled: false,
      mustChangePassword: true,
      lastSignInAt: null,
      disabled: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|totpSecret|password"/);
  });

  it("when the username is taken (in any case) or the input is bad, then 409 or 400 and nothing is stored", async () => {
    expect((await admin.post(apiPaths.users.href()).send({ username: "NILA", role: "agent", password: "temporary passphrase 2" })).status).toBe(409);
    expect((await admin.post(apiPaths.users.href()).send({ username: "x y", role: "agent", password: "temporary passphrase 2" })).status).toBe(400);
    expect((await admin.post(apiPaths.users.href()).send({ username: "omar", role: "owner", password: "temporary passphrase 2" })).status).toBe(400);
    expect((await admin.post(apiPaths.users.href()).send({ username: "omar", role: "agent", password: "short" })).status).toBe(400);
    expect(await t.storage.users.getUserByUsername("omar")).toBeUndefined();
  });

  it("when a temporary password is used, then its owner can only read me, change it and sign out (403 elsewhere)", async () => {
    const nila = await signedIn(t, { username: "nila", password: "temporary passphrase 1" });
    expect((await nila.get(apiPaths.me.href())).body).toMatchObject({ username: "nila", mustChangePassword: true });
    expect((await nila.get(apiPaths.bookings.href())).status).toBe(403);
    expect((await nila.post(apiPaths.totpSetup.href())).status).toBe(403);
    const change = await nila.post(apiPaths.password.href()).send({ currentPassword: "temporary passphrase 1", newPassword: "my own long passphrase" });
    expect(change.status).toBe(204);
    expect((await nila.get(apiPaths.me.href())).body).toMatchObject({ mustChangePassword: false });
    expect((await nila.get(apiPaths.bookings.href())).status).toBe(200);
  });

  it("when an admin changes a role, then it applies at once to the open session", async () => {
    const nilaId = (await t.storage.users.getUserByUsername("nila"))!.id;
    const nila = await signedIn(t, { username: "nila", password: "my own long passphrase" });
    expect((await nila.get(apiPaths.users.href())).status).toBe(403);
    expect((await admin.patch(apiPaths.user.href(nilaId)).send({ role: "admin" })).body).toMatchObject({ role: "admin" });
    expect((await nila.get(apiPaths.users.href())).status).toBe(200);
    await admin.patch(apiPaths.user.href(nilaId)).send({ role: "agent" }).expect(200);
  });

  it("when an admin disables someone, then their sessions end at once and they can't sign in; enabling lets them back", async () => {
    const sara = await addStaff(t, "sara", { role: "agent" });
    const session = await signedIn(t, sara);
    expect((await admin.patch(apiPaths.user.href(sara.id)).send({ disabled: true })).body).toMatchObject({ disabled: true });
    expect((await session.get(apiPaths.bookings.href())).status).toBe(401);
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: "sara", password: sara.password })).status).toBe(401);
    await admin.patch(apiPaths.user.href(sara.id)).send({ disabled: false }).expect(200);
    await signedIn(t, sara);
  });

  it("when an admin resets someone's two-factor, then it is off and their sessions end", async () => {
    const ved = await addStaff(t, "ved", { role: "agent" });
    const session = await signedIn(t, ved);
    await enrol(session);
    expect((await admin.delete(apiPaths.userTotp.href(ved.id))).status).toBe(204);
    expect((await t.storage.users.getUser(ved.id))?.totpEnabledAt).toBeNull();
    expect(await t.storage.users.unusedRecoveryCodes(ved.id)).toBe(0);
    expect((await session.get(apiPaths.me.href())).status).toBe(401);
  });

  it("when the last active admin would be demoted or disabled, then 409 and nothing changes", async () => {
    const me = (await t.storage.users.getUserByUsername(STAFF.username))!;
    const others = (await t.storage.users.listUsers()).filter((u) => u.role === "admin" && u.id !== me.id);
    expect(others).toEqual([]);
    expect((await admin.patch(apiPaths.user.href(me.id)).send({ role: "agent" })).status).toBe(409);
    expect((await admin.patch(apiPaths.user.href(me.id)).send({ disabled: true })).status).toBe(409);
    expect((await t.storage.users.getUser(me.id))?.role).toBe("admin");
    expect((await admin.patch(apiPaths.user.href(999999)).send({ role: "agent" })).status).toBe(404);
    expect((await admin.patch(apiPaths.user.href(me.id)).send({})).status).toBe(400);
  });

  it("when two admins demote each other at the same moment, then exactly one demotion passes", async () => {
    const a = await addStaff(t, "duo-a", { role: "admin" });
    const b = await addStaff(t, "duo-b", { role: "admin" });
    const me = (await t.storage.users.getUserByUsername(STAFF.username))!;
    await t.storage.users.changeStaff(me.id, { role: "agent" });
    const results = await Promise.allSettled([t.storage.users.changeStaff(a.id, { role: "agent" }), t.storage.users.changeStaff(b.id, { role: "agent" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(LastAdminError);
    const admins = (await t.storage.users.listUsers()).filter((u) => u.role === "admin" && !u.disabledAt);
    expect(admins).toHaveLength(1);
  });
});
