import request from "supertest";
import { describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/database";
import { addStaff, signedIn, useAppSignedIn } from "../../support/staff";
import { buildBooking } from "../../support/factories";
import { apiPaths } from "@shared/api-paths";

describe.each(DB_KINDS)("staff names and e-mail on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);

  it("when an admin adds a colleague with a name and e-mail, then both are stored trimmed and listed, the e-mail waiting for its link", async () => {
    const res = await admin
      .post(apiPaths.users.href())
      .send({ username: "ravi", role: "agent", password: "saffron kites over the bay", name: "  Ravi Menon ", email: " ravi@innerlight.test " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: "ravi", role: "agent", name: "Ravi Menon", email: null, pendingEmail: "ravi@innerlight.test" });
    const listed = (await admin.get(apiPaths.users.href())).body.find((u: { username: string }) => u.username === "ravi");
    expect(listed).toMatchObject({ name: "Ravi Menon", email: null, pendingEmail: "ravi@innerlight.test" });
    const staff = (await admin.get(apiPaths.staff.href())).body.find((u: { username: string }) => u.username === "ravi");
    expect(staff).toEqual({ id: res.body.id, username: "ravi", role: "agent", name: "Ravi Menon", email: null });
  });

  it("when the new colleague's password holds their username, then 400 says the username, and nobody is added", async () => {
    const res = await admin.post(apiPaths.users.href()).send({ username: "ravi2", role: "agent", password: "Welcome-Ravi2-2026" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Must not contain the username");
    expect(await t.storage.users.getUserByUsername("ravi2")).toBeUndefined();
  });

  it.each([
    [{ email: "not-an-address" }, "email", "Enter an e-mail address like name@example.com"],
    [{ email: `${"a".repeat(250)}@x.test` }, "email", "Must be at most 254 characters"],
    [{ name: "n".repeat(101) }, "name", "Must be at most 100 characters"],
    [{ name: "two\nlines" }, "name", "Must be one line"],
  ])("when an admin adds someone with %j, then 400 names the field and nobody is added", async (bad, field, message) => {
    const res = await admin.post(apiPaths.users.href()).send({ username: "omar", role: "agent", password: "saffron kites over the bay", ...bad });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: field, message }));
    expect(await t.storage.users.getUserByUsername("omar")).toBeUndefined();
  });

  it("when an admin edits a colleague's name and e-mail, then 200 with the name and the e-mail waiting for its link, and an empty value clears one", async () => {
    const mina = await addStaff(t, "mina");
    const res = await admin.patch(apiPaths.user.href(mina.id)).send({ name: "Mina Kapoor", email: "mina@innerlight.test" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: "mina", name: "Mina Kapoor", email: null, pendingEmail: "mina@innerlight.test", role: "agent", disabled: false });
    const cleared = await admin.patch(apiPaths.user.href(mina.id)).send({ email: "" });
    expect(cleared.body).toMatchObject({ name: "Mina Kapoor", email: null, pendingEmail: null });
  });

  it("when an admin's edit is invalid, then 400 and nothing changes", async () => {
    const lena = await addStaff(t, "lena", { name: "Lena Park", email: "lena@innerlight.test" });
    const res = await admin.patch(apiPaths.user.href(lena.id)).send({ name: "Lena P", email: "lena@" });
    expect(res.status).toBe(400);
    expect(await t.storage.users.getUser(lena.id)).toMatchObject({ name: "Lena Park", email: "lena@innerlight.test" });
  });

  it("when an agent tries to edit a colleague or add one, then 403 and nothing changes", async () => {
    const kai = await addStaff(t, "kai", { name: "Kai" });
    const agent = await signedIn(t, await addStaff(t, "agent-ola"));
    expect((await agent.patch(apiPaths.user.href(kai.id)).send({ name: "Not Kai" })).status).toBe(403);
    expect((await agent.post(apiPaths.users.href()).send({ username: "zed", role: "agent", password: "saffron kites over the bay" })).status).toBe(403);
    expect((await t.storage.users.getUser(kai.id))?.name).toBe("Kai");
  });

  it("when a staff member edits their own name and e-mail, then 200 with me, the e-mail waiting for its link, and GET me answers them", async () => {
    const sol = await addStaff(t, "sol");
    const session = await signedIn(t, sol);
    const res = await session.patch(apiPaths.me.href()).send({ name: " Sol Ortiz ", email: "sol@innerlight.test" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: sol.id, username: "sol", role: "agent", name: "Sol Ortiz", email: null, pendingEmail: "sol@innerlight.test" });
    expect((await session.get(apiPaths.me.href())).body).toMatchObject({ id: sol.id, username: "sol", role: "agent", name: "Sol Ortiz", email: null, pendingEmail: "sol@innerlight.test" });
    // Only their own: the role can't come this way.
    expect((await session.patch(apiPaths.me.href()).send({ role: "admin" })).status).toBe(400);
    expect((await session.patch(apiPaths.me.href()).send({ email: "sol at home" })).status).toBe(400);
    expect(await t.storage.users.getUser(sol.id)).toMatchObject({ role: "agent", email: null, pendingEmail: "sol@innerlight.test" });
  });

  it("when a named colleague is assigned, then the list row, the timeline and the audit log show the name", async () => {
    const pia = await addStaff(t, "pia", { name: "Pia Sen" });
    const session = await signedIn(t, pia);
    const b = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking())).body as { id: number };
    await session.put(apiPaths.bookingAssignee.href(b.id)).send({ userId: pia.id }).expect(200);
    await session.post(apiPaths.bookingActivities.href(b.id)).send({ kind: "note", body: "Prefers mornings" }).expect(201);
    expect((await admin.get(apiPaths.booking.href(b.id))).body.assignee).toBe("Pia Sen");
    expect((await admin.get(apiPaths.bookings.href({ view: "all" }))).body.find((x: { id: number }) => x.id === b.id).assignee).toBe("Pia Sen");
    const timeline = (await admin.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string; by: string; assignee?: string }[];
    expect(timeline.filter((e) => e.kind === "assignment" || e.kind === "note")).toEqual([
      expect.objectContaining({ kind: "assignment", by: "Pia Sen", assignee: "Pia Sen" }),
      expect.objectContaining({ kind: "note", by: "Pia Sen" }),
    ]);
    const audit = (await admin.get(apiPaths.audit.href({ by: "pia", action: "assigned" }))).body;
    expect(audit[0]).toMatchObject({ by: "pia", byName: "Pia Sen", action: "assigned" });
  });

  it("when the desk asks for the newest entries only, then it gets them oldest first with the whole timeline's size", async () => {
    const b = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking())).body as { id: number };
    for (const body of ["one", "two", "three", "four"]) await admin.post(apiPaths.bookingActivities.href(b.id)).send({ kind: "note", body }).expect(201);
    const whole = await admin.get(apiPaths.bookingActivities.href(b.id));
    const res = await admin.get(apiPaths.bookingActivities.href(b.id, 3));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(whole.body.slice(-3));
    expect(res.body.map((e: { body?: string }) => e.body)).toEqual(["two", "three", "four"]);
    expect(res.headers["x-total-count"]).toBe(String(whole.body.length));
    expect((await admin.get(apiPaths.bookingActivities.href(b.id, 0))).status).toBe(400);
  });

  it("when nobody is signed in, then PATCH me is 401", async () => {
    expect((await request(t.app).patch(apiPaths.me.href()).send({ name: "x" })).status).toBe(401);
  });
});
