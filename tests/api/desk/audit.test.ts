import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { STAFF, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("the audit log on %s", (kind) => {
  const t = useTestApp(kind, { trustProxy: 1 });
  let admin: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    await request(t.app).post(apiPaths.login.href()).set("X-Forwarded-For", "198.51.100.20").send({ username: "staff", password: "wrong password" });
    admin = request.agent(t.app);
    await admin.post(apiPaths.login.href()).set("X-Forwarded-For", "198.51.100.21").send(STAFF).expect(200);
    const id = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking())).body.id;
    await admin.patch(apiPaths.bookingStatus.href(id)).send({ status: "confirmed" }).expect(200);
    await admin.get(apiPaths.bookingExport.href({ status: "confirmed" })).expect(200);
    await admin.post(apiPaths.users.href()).send({ username: "tara", role: "agent", password: "temporary passphrase 3" }).expect(201);
    const agent = await addStaff(t, "uma", { role: "agent" });
    const uma = await signedIn(t, agent);
    await uma.post(apiPaths.logout.href()).expect(204);
  });

  it("when staff act, then each action is recorded newest first with who, when, what and from where", async () => {
    const res = await admin.get(apiPaths.audit.href());
    expect(res.status).toBe(200);
    const actions = res.body.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["sign-out", "sign-in", "staff-created", "csv-export", "status-changed", "sign-in", "sign-in-failed"]);
    expect(res.body[6]).toMatchObject({ action: "sign-in-failed", by: "staff", address: "198.51.100.20", at: expect.any(String) });
    expect(res.body[5]).toMatchObject({ action: "sign-in", by: "staff", address: "198.51.100.21" });
    expect(res.body[4]).toMatchObject({ action: "status-changed", by: "staff", target: expect.stringMatching(/^booking \d+$/) });
    expect(res.body[2]).toMatchObject({ action: "staff-created", by: "staff", target: "user tara" });
    const times = res.body.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("when filtered by person or action, then only those entries come; bad filters answer 400", async () => {
    const byUma = await admin.get(apiPaths.audit.href({ by: "uma" }));
    expect(byUma.body.map((e: { action: string }) => e.action)).toEqual(["sign-out", "sign-in"]);
    const signIns = await admin.get(apiPaths.audit.href({ action: "sign-in" }));
    expect(signIns.body.map((e: { by: string }) => e.by)).toEqual(["uma", "staff"]);
    const page = await admin.get(apiPaths.audit.href({ limit: 2 }));
    expect(page.body).toHaveLength(2);
    const next = await admin.get(apiPaths.audit.href({ limit: 2, before: page.body[1].id }));
    expect(next.body[0].id).toBeLessThan(page.body[1].id);
    for (const q of ["limit=0", "limit=abc", "action=DROP TABLE", "before=x", "unknown=1"]) {
      expect((await admin.get(`${apiPaths.audit.href()}?${q}`)).status, q).toBe(400);
    }
  });
});
