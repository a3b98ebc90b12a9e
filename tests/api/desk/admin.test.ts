import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

describe.each(DB_KINDS)("staff API on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    const names = ["Asha", "Bina", "Chitra", "Devi", "Esha"];
    for (const [i, firstName] of names.entries()) {
      const res = await request(t.app)
        .post(apiPaths.enquiries.href())
        .send(buildBooking({ firstName, tripCategory: i % 2 ? "Digital Nomad Journeys" : "Women's Signature Retreats", tripType: i % 2 ? "international" : "retreat" }));
      ids.push(res.body.id);
    }
  });
  afterAll(() => t.close());

  describe("when not signed in", () => {
    it.each([
      ["get", apiPaths.bookings.href()],
      ["get", apiPaths.bookingSummary.href()],
      ["get", apiPaths.bookingExport.href()],
      ["patch", apiPaths.bookingStatus.href(1)],
      ["get", apiPaths.bookingHistory.href(1)],
    ] as const)("then %s %s answers 401 and reveals nothing", async (method, path) => {
      const res = await request(t.app)[method](path).send(method === "patch" ? { status: "confirmed" } : undefined);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    });
  });

  describe("GET /api/admin/bookings", () => {
    it("then it lists every booking newest first with the total in X-Total-Count", async () => {
      const res = await staff.get(apiPaths.bookings.href());
      expect(res.status).toBe(200);
      expect(res.body.map((b: { id: number }) => b.id)).toEqual([...ids].reverse());
      expect(res.headers["x-total-count"]).toBe("5");
      expect(res.headers["link"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body[0]).toMatchObject({ firstName: "Esha", status: "pending", groupSize: 2 });
    });

    it("then limit and the Link cursor walk every page exactly once", async () => {
      const seen: number[] = [];
      let url: string | undefined = apiPaths.bookings.href({ limit: 2 });
      let pages = 0;
      while (url) {
        const res = await staff.get(url);
        expect(res.status).toBe(200);
        expect(res.headers["x-total-count"]).toBe("5");
        seen.push(...res.body.map((b: { id: number }) => b.id));
        url = /<([^>]+)>; rel="next"/.exec(res.headers["link"] ?? "")?.[1];
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
    });

    it("then q searches name, e-mail, phone and category, case-insensitively", async () => {
      const byName = await staff.get(apiPaths.bookings.href({ q: "chitr" }));
      expect(byName.body.map((b: { firstName: string }) => b.firstName)).toEqual(["Chitra"]);
      const byCategory = await staff.get(apiPaths.bookings.href({ q: "digital nomad" }));
      expect(byCategory.headers["x-total-count"]).toBe("2");
      const wildcard = await staff.get(apiPaths.bookings.href({ q: "%" }));
      expect(wildcard.body).toEqual([]);
    });

    it("then status filters, and bad query values answer 400", async () => {
      expect((await staff.get(apiPaths.bookings.href({ status: "cancelled" }))).body).toEqual([]);
      for (const q of ["status=archived", "limit=0", "limit=501", "limit=abc", "cursor=%%%"]) {
        const res = await staff.get(`${apiPaths.bookings.href()}?${q}`);
        expect(res.status, q).toBe(400);
      }
      expect((await staff.get(apiPaths.bookings.href({ limit: 500 }))).status).toBe(200);
    });
  });

  describe("PATCH /api/admin/bookings/:id/status", () => {
    it("then it sets the status, refreshes updatedAt and records the change", async () => {
      const before = await t.storage.bookings.getBooking(ids[0]);
      await new Promise((r) => setTimeout(r, 5));
      const res = await staff.patch(apiPaths.bookingStatus.href(ids[0])).send({ status: "confirmed" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids[0], status: "confirmed" });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime());
      expect((await t.storage.bookings.getBooking(ids[0]))?.status).toBe("confirmed");
      const history = await staff.get(apiPaths.bookingHistory.href(ids[0]));
      expect(history.status).toBe(200);
      expect(history.body).toEqual([{ from: "pending", to: "confirmed", by: STAFF.username, at: expect.any(String) }]);
    });

    it("then any status can follow any other, in order", async () => {
      for (const status of ["cancelled", "pending", "confirmed"]) {
        expect((await staff.patch(apiPaths.bookingStatus.href(ids[1])).send({ status })).body.status).toBe(status);
      }
      const history = await staff.get(apiPaths.bookingHistory.href(ids[1]));
      expect(history.body.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
        "pending>cancelled",
        "cancelled>pending",
        "pending>confirmed",
      ]);
    });

    it("then a bad status or id answers 400, an unknown id 404, and nothing changes", async () => {
      for (const body of [{ status: "archived" }, {}, { status: "confirmed", extra: 1 }, { status: 1 }]) {
        expect((await staff.patch(apiPaths.bookingStatus.href(ids[2])).send(body)).status).toBe(400);
      }
      for (const id of ["abc", "1.5", "-1", "0", "99999999999"]) {
        expect((await staff.patch(rawPath(apiPaths.bookingStatus.pattern, id)).send({ status: "confirmed" })).status, id).toBe(400);
      }
      expect((await staff.patch(apiPaths.bookingStatus.href(999999)).send({ status: "confirmed" })).status).toBe(404);
      expect((await staff.get(apiPaths.bookingHistory.href(999999))).status).toBe(404);
      expect((await t.storage.bookings.getBooking(ids[2]))?.status).toBe("pending");
    });

    it("then two changes at once both land in the history, each from the status it replaced", async () => {
      const id = ids[3];
      const [a, b] = await Promise.all([
        staff.patch(apiPaths.bookingStatus.href(id)).send({ status: "confirmed" }),
        staff.patch(apiPaths.bookingStatus.href(id)).send({ status: "cancelled" }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const history = (await staff.get(apiPaths.bookingHistory.href(id))).body as { from: string; to: string }[];
      expect(history).toHaveLength(2);
      expect(history[0].from).toBe("pending");
      expect(history[1].from).toBe(history[0].to);
      expect((await t.storage.bookings.getBooking(id))?.status).toBe(history[1].to);
    });
  });

  describe("summary and export", () => {
    it("then the summary counts each status", async () => {
      const res = await staff.get(apiPaths.bookingSummary.href());
      const rows = (await staff.get(apiPaths.bookings.href())).body as { status: string }[];
      const n = (s: string) => rows.filter((r) => r.status === s).length;
      expect(res.body).toMatchObject({ total: 5, pending: n("pending"), confirmed: n("confirmed"), cancelled: n("cancelled"), mailFailed: 0 });
    });

    it("then the CSV holds the filter's rows, quoted, with formulas neutralised", async () => {
      await request(t.app)
        .post(apiPaths.enquiries.href())
        .send(buildBooking({ firstName: "=HYPERLINK(\"x\")", lastName: "O'Neil, \"Jr\"", specialRequests: "line one\nline two" }));
      const res = await staff.get(apiPaths.bookingExport.href({ q: "hyperlink" }));
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/csv/);
      expect(res.headers["content-disposition"]).toMatch(/attachment; filename="enquiries-all-\d{4}-\d{2}-\d{2}\.csv"/);
      const text = res.text.replace(/^\uFEFF/, "");
      expect(text.split("\r\n")[0]).toMatch(/^id,status,createdAt,updatedAt,firstName,lastName,email,phone/);
      expect(text).toContain(`"'=HYPERLINK(""x"")"`);
      expect(text).toContain(`"O'Neil, ""Jr"""`);
      expect(text).toContain(`"line one\nline two"`);
      expect(text).toContain(`'+91 98765 43210`);
      expect(text.trim().split("\r\n")).toHaveLength(2);
    });
  });
});
