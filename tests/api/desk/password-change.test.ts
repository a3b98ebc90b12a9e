import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn, sidOf, type Member } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("changing one's password on %s", (kind) => {
  const t = useTestApp(kind);
  let priya: Member;
  beforeAll(async () => {
    priya = await addStaff(t, "Priya", { role: "agent", password: "first passphrase of priya" });
  });

  it.each([
    ["short", "short-pw", /at least 12/],
    ["common", "password1234", /too common/],
    ["containing the username, in any case", "my-PRIYA-passphrase", /username/],
  ])("when the new password is %s, then 400 names the problem and the old password still works", async (_label, newPassword, message) => {
    const agent = await signedIn(t, priya);
    const res = await agent.post(apiPaths.password.href()).send({ currentPassword: priya.password, newPassword });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: "newPassword", message: expect.stringMatching(message) });
    await signedIn(t, priya);
  });

  it("when the current password is wrong, then 400 on that field and nothing changes", async () => {
    const agent = await signedIn(t, priya);
    const res = await agent.post(apiPaths.password.href()).send({ currentPassword: "not my password", newPassword: "a quite different passphrase" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "currentPassword", message: expect.any(String) }]);
  });

  it("when not signed in, then 401", async () => {
    expect((await request(t.app).post(apiPaths.password.href()).send({ currentPassword: "x", newPassword: "y" })).status).toBe(401);
  });

  it("when the change is good, then 204, this session goes on, every other session ends, and the new password signs in", async () => {
    const other = request.agent(t.app);
    const otherLogin = await other.post(apiPaths.login.href()).send({ username: "Priya", password: priya.password });
    expect(sidOf(otherLogin)).toBeDefined();
    const agent = await signedIn(t, priya);
    const res = await agent.post(apiPaths.password.href()).send({ currentPassword: priya.password, newPassword: "second passphrase for the desk" });
    expect(res.status).toBe(204);
    expect((await agent.get(apiPaths.bookings.href())).status).toBe(200);
    expect((await other.get(apiPaths.bookings.href())).status).toBe(401);
    await signedIn(t, { username: "Priya", password: "second passphrase for the desk" });
    expect((await request(t.app).post(apiPaths.login.href()).send({ username: "Priya", password: priya.password })).status).toBe(401);
    const audit = await t.storage.audit.listAudit({ action: "password-changed", limit: 10 });
    expect(audit[0]).toMatchObject({ actor: "Priya", target: "user Priya" });
  });
});
