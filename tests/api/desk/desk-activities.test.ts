import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookingStatusHistory } from "@shared/schema/bookings";
import { mailOutbox } from "@shared/schema/mail";
import { users } from "@shared/schema/users";
import { STAFF } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { addStaff, useAppSignedIn } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe.each(DB_KINDS)("assignee, activities and first response on %s", (kind) => {
  const { t, staff } = useAppSignedIn(kind);
  let me: number;
  let colleague: number;
  let gone: number;
  let ids: Record<string, number>;
  beforeAll(async () => {
    me = (await t.db.database.db.select().from(users).where(eq(users.username, STAFF.username)))[0].id;
    colleague = (await addStaff(t, "meena")).id;
    gone = (await addStaff(t, "former", { disabled: true })).id;
    const seeded = await seedBookings(t, ["Asha", "Bina", "Chitra", "Devi", "Esha", "Fatima"].map((firstName, i) => ({ firstName, hoursAgo: 6 - i })));
    ids = Object.fromEntries(Object.entries(seeded).map(([k, v]) => [k, v.id]));
  });

  const booking = (id: number) => t.storage.bookings.getBooking(id);

  describe("when not signed in", () => {
    it.each([
      ["put", apiPaths.bookingAssignee.href(1)],
      ["post", apiPaths.bookingActivities.href(1)],
      ["get", apiPaths.bookingActivities.href(1)],
      ["get", apiPaths.staff.href()],
      ["get", apiPaths.insights.href()],
      ["get", apiPaths.deskEvents.href()],
    ] as const)("then %s %s answers 401", async (method, path) => {
      const res = await request(t.app)[method](path).send(method === "get" ? undefined : { kind: "note", body: "x", userId: 1 });
      expect(res.status).toBe(401);
    });
  });

  describe("PUT /api/admin/bookings/:id/assignee", () => {
    it("then it sets the assignee, answers the booking with the username, and records an assignment", async () => {
      const res = await staff.put(apiPaths.bookingAssignee.href(ids.Asha)).send({ userId: colleague });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids.Asha, assigneeId: colleague, assignee: "meena" });
      const cleared = await staff.put(apiPaths.bookingAssignee.href(ids.Asha)).send({ userId: null });
      expect(cleared.body).toMatchObject({ assigneeId: null, assignee: null });
      const timeline = (await staff.get(apiPaths.bookingActivities.href(ids.Asha))).body;
      expect(timeline).toEqual([
        { kind: "assignment", by: STAFF.username, at: expect.any(String), assigneeId: colleague, assignee: "meena" },
        { kind: "assignment", by: STAFF.username, at: expect.any(String), assigneeId: null, assignee: null },
      ]);
    });

    it("then an unknown or disabled user, or a malformed body, answers 400 and changes nothing", async () => {
      await staff.put(apiPaths.bookingAssignee.href(ids.Bina)).send({ userId: me }).expect(200);
      for (const body of [{ userId: 999_999 }, { userId: gone }, { userId: "1" }, { userId: 0 }, {}, { userId: me, extra: 1 }]) {
        const res = await staff.put(apiPaths.bookingAssignee.href(ids.Bina)).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await booking(ids.Bina))?.assigneeId).toBe(me);
      expect((await staff.get(apiPaths.bookingActivities.href(ids.Bina))).body).toHaveLength(1);
    });

    it("then an unknown booking is 404 and a malformed id 400", async () => {
      expect((await staff.put(apiPaths.bookingAssignee.href(999999)).send({ userId: me })).status).toBe(404);
      expect((await staff.put(rawPath(apiPaths.bookingAssignee.pattern, "x1")).send({ userId: me })).status).toBe(400);
    });
  });

  describe("GET /api/admin/staff", () => {
    it("then it lists the active staff for the assignee choice, not the disabled", async () => {
      const res = await staff.get(apiPaths.staff.href());
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { id: colleague, username: "meena", role: expect.any(String), name: null, email: null },
        { id: me, username: STAFF.username, role: expect.any(String), name: null, email: null },
      ]);
    });
  });

  describe("POST /api/admin/bookings/:id/activities", () => {
    it("then a note is stored and answered 201, and does not count as a response", async () => {
      const res = await staff.post(apiPaths.bookingActivities.href(ids.Chitra)).send({ kind: "note", body: "  Asked about dates  " });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ kind: "note", by: STAFF.username, at: expect.any(String), body: "Asked about dates" });
      expect((await booking(ids.Chitra))?.firstResponseAt).toBeNull();
    });

    it("then the first call sets firstResponseAt, and later contacts or status changes never move it", async () => {
      const call = await staff.post(apiPaths.bookingActivities.href(ids.Chitra)).send({ kind: "call" });
      expect(call.status).toBe(201);
      expect(call.body).toMatchObject({ kind: "call", body: null });
      const first = (await booking(ids.Chitra))!.firstResponseAt;
      expect(first?.toISOString()).toBe(call.body.at);
      await tick();
      await staff.post(apiPaths.bookingActivities.href(ids.Chitra)).send({ kind: "whatsapp", body: "Sent the brochure" }).expect(201);
      await staff.patch(apiPaths.bookingStatus.href(ids.Chitra)).send({ status: "confirmed" }).expect(200);
      expect((await booking(ids.Chitra))?.firstResponseAt).toEqual(first);
    });

    it("then a status change away from pending sets firstResponseAt once, and going back to pending keeps it", async () => {
      const res = await staff.patch(apiPaths.bookingStatus.href(ids.Devi)).send({ status: "cancelled" });
      expect(res.status).toBe(200);
      const first = (await booking(ids.Devi))!.firstResponseAt;
      expect(first).toBeInstanceOf(Date);
      expect(res.body.firstResponseAt).toBe(first!.toISOString());
      await tick();
      // Past the 10 seconds in which setting it back undoes the change.
      await t.db.database.db.update(bookingStatusHistory).set({ changedAt: new Date(Date.now() - 60_000) }).where(eq(bookingStatusHistory.bookingId, ids.Devi));
      await staff.patch(apiPaths.bookingStatus.href(ids.Devi)).send({ status: "pending" }).expect(200);
      await staff.patch(apiPaths.bookingStatus.href(ids.Devi)).send({ status: "confirmed" }).expect(200);
      await staff.post(apiPaths.bookingActivities.href(ids.Devi)).send({ kind: "email" }).expect(201);
      expect((await booking(ids.Devi))?.firstResponseAt).toEqual(first);
    });

    it("then setting pending on a pending booking is not a response", async () => {
      await staff.patch(apiPaths.bookingStatus.href(ids.Fatima)).send({ status: "pending" }).expect(200);
      expect((await booking(ids.Fatima))?.firstResponseAt).toBeNull();
    });

    it("then bad input answers 400 with the field, an unknown booking 404, and nothing is stored", async () => {
      const cases: [unknown, string][] = [
        [{ kind: "note" }, "body"],
        [{ kind: "note", body: "   " }, "body"],
        [{ kind: "fax", body: "x" }, "kind"],
        [{ body: "x" }, "kind"],
        [{ kind: "call", body: "x".repeat(10_001) }, "body"],
        [{ kind: "call", body: "a\u0000b" }, "body"],
        [{ kind: "call", by: "someone else" }, "(body)"],
      ];
      for (const [body, path] of cases) {
        const res = await staff.post(apiPaths.bookingActivities.href(ids.Esha)).send(body as object);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      }
      expect((await staff.post(apiPaths.bookingActivities.href(999999)).send({ kind: "call" })).status).toBe(404);
      expect((await staff.get(apiPaths.bookingActivities.href(999999))).status).toBe(404);
      expect((await staff.post(apiPaths.bookingActivities.href(0)).send({ kind: "call" })).status).toBe(400);
      expect((await staff.get(apiPaths.bookingActivities.href(ids.Esha))).body).toEqual([]);
      expect((await booking(ids.Esha))?.firstResponseAt).toBeNull();
    });
  });

  describe("GET /api/admin/bookings/:id/activities", () => {
    it("then notes, contacts, status changes, assignments and e-mails come merged, oldest first", async () => {
      const id = ids.Fatima;
      const queued = new Date(Date.now() - 60_000);
      await t.db.database.db.insert(mailOutbox).values([
        { bookingId: id, kind: "acknowledgement", toAddress: "fatima@example.com", messageId: `<a${id}@t>`, status: "sent", attempts: 1, createdAt: queued, sentAt: new Date(queued.getTime() + 2_000) },
        { bookingId: id, kind: "staff-alert", toAddress: "desk@example.com", messageId: `<b${id}@t>`, status: "queued", attempts: 2, lastError: "421 try later", createdAt: queued },
      ]);
      await staff.post(apiPaths.bookingActivities.href(id)).send({ kind: "note", body: "VIP" }).expect(201);
      await tick();
      await staff.patch(apiPaths.bookingStatus.href(id)).send({ status: "confirmed" }).expect(200);
      await tick();
      await staff.put(apiPaths.bookingAssignee.href(id)).send({ userId: colleague }).expect(200);
      await tick();
      await staff.post(apiPaths.bookingActivities.href(id)).send({ kind: "call", body: "Confirmed by phone" }).expect(201);

      const res = await staff.get(apiPaths.bookingActivities.href(id));
      expect(res.status).toBe(200);
      expect(res.body.map((e: { kind: string }) => e.kind)).toEqual(["mail", "mail", "note", "status", "assignment", "call"]);
      expect(res.body[0]).toEqual({
        kind: "mail", by: "system", at: queued.toISOString(), mailKind: "acknowledgement", to: "fatima@example.com",
        status: "sent", attempts: 1, lastError: null, sentAt: new Date(queued.getTime() + 2_000).toISOString(),
      });
      expect(res.body[1]).toMatchObject({ mailKind: "staff-alert", status: "queued", attempts: 2, lastError: "421 try later", sentAt: null });
      expect(res.body[3]).toEqual({ kind: "status", by: STAFF.username, at: expect.any(String), from: "pending", to: "confirmed" });
      expect(res.body[5]).toEqual({ kind: "call", by: STAFF.username, at: expect.any(String), body: "Confirmed by phone" });
      const times = res.body.map((e: { at: string }) => Date.parse(e.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });
  });
});
