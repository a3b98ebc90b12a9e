import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDetail, BookingListItem, TimelineEntry } from "@shared/api-types";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { useAppSignedIn } from "../../support/staff";
import { buildBooking } from "../../support/factories";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

/** The same person, WhatsApp (docs/desk.md) and PUT …/duplicate-of, through the HTTP API as the desk uses it. */
describe.each(DB_KINDS)("the same person's bookings on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;
  const ids: Record<string, number> = {};
  const refs: Record<string, string> = {};

  const enquire = async (name: string, fields: Record<string, unknown>) => {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ firstName: name, ...fields }));
    expect(res.status, name).toBe(201);
    ids[name] = res.body.id;
    refs[name] = res.body.reference;
    return res.body as BookingListItem;
  };
  const detail = async (name: string) => (await staff.get(apiPaths.booking.href(ids[name])).expect(200)).body as BookingDetail;
  const list = async (query = "") => (await staff.get(`${apiPaths.bookings.href()}${query}`).expect(200)).body as BookingListItem[];
  const timeline = async (name: string) => (await staff.get(apiPaths.bookingActivities.href(ids[name])).expect(200)).body as TimelineEntry[];
  const names = (rows: { id: number }[]) => rows.map((r) => Object.keys(ids).find((n) => ids[n] === r.id));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    // Priya twice, her phone written two ways; then by e-mail in another case; then strangers.
    await enquire("Priya", { email: "priya@example.com", phone: "+91 98430 12345", country: "India", tripCategory: "Women's Signature Retreats" });
    await enquire("PriyaAgain", { email: "p.nair@example.com", phone: "098430 12345", country: "India", tripCategory: "Sapphic Retreats" });
    await enquire("PriyaMail", { email: "PRIYA@Example.com", phone: "+44 7400 123456", country: "UK" });
    await enquire("Tom", { email: "tom@example.com", phone: "(415) 555-2671", country: "USA" });
    await enquire("Unread", { email: "unread@example.com", phone: "call me maybe", country: "India" });
  });
  afterAll(() => t.close());

  it("when an enquiry is stored, then its phone is kept as typed and as an E.164 number, or null when it can't be read", async () => {
    expect((await detail("Priya")).phoneE164).toBe("+919843012345");
    expect((await detail("PriyaAgain")).phoneE164).toBe("+919843012345");
    expect((await detail("Tom")).phoneE164).toBe("+14155552671");
    const unread = await detail("Unread");
    expect(unread.phoneE164).toBeNull();
    expect(unread.phone).toBe("call me maybe");
  });

  it("when a booking is opened, then related lists the same person's other bookings by phone form and by e-mail in any case, newest first", async () => {
    const priya = await detail("Priya");
    expect(names(priya.related)).toEqual(["PriyaMail", "PriyaAgain"]);
    expect(priya.related[0]).toEqual({
      id: ids.PriyaMail,
      reference: refs.PriyaMail,
      createdAt: expect.any(String),
      status: "pending",
      tripCategory: expect.any(String),
      duplicateOfId: null,
    });
    expect(names((await detail("PriyaAgain")).related)).toEqual(["Priya"]);
    expect(names((await detail("PriyaMail")).related)).toEqual(["Priya"]);
    expect((await detail("Tom")).related).toEqual([]);
    expect((await detail("Unread")).related).toEqual([]);
  });

  it("when the list is read, then each row carries its relatedCount", async () => {
    const rows = await list();
    const count = Object.fromEntries(rows.map((r) => [names([r])[0], r.relatedCount]));
    expect(count).toEqual({ Priya: 2, PriyaAgain: 1, PriyaMail: 1, Tom: 0, Unread: 0 });
  });

  it.each([
    ["+91 98430 12345", ["PriyaAgain", "Priya"]],
    ["098430 12345", ["PriyaAgain", "Priya"]],
    ["9843012345", ["PriyaAgain", "Priya"]],
    ["0091-98430-12345", ["PriyaAgain", "Priya"]],
    ["+1 (415) 555 2671", ["Tom"]],
    ["415.555.2671", ["Tom"]],
    ["07400 123456", ["PriyaMail"]],
    // The last digits of a number, and a number still being typed (found anywhere in the phones).
    ["3012345", ["PriyaAgain", "Priya"]],
    ["98430 123", ["PriyaAgain", "Priya"]],
    ["4155552", ["Tom"]],
    ["priya@EXAMPLE", ["PriyaMail", "Priya"]],
    ["PRIYA@example.com", ["PriyaMail", "Priya"]],
    ["example.com", ["Unread", "Tom", "PriyaMail", "PriyaAgain", "Priya"]],
  ])("when the desk searches %j, then it finds the bookings with that phone or e-mail", async (q, expected) => {
    const res = await staff.get(apiPaths.bookings.href({ q })).expect(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.headers["x-total-count"]).toBe(String(expected.length));
  });

  it.each([["+91 98430 12345"], ["98430 123"]])("when a search for %j is read a booking at a time, then the next page matches the phone as the first did", async (q) => {
    const first = await staff.get(apiPaths.bookings.href({ limit: 1, q })).expect(200);
    expect(names(first.body)).toEqual(["PriyaAgain"]);
    expect(first.headers["x-total-count"]).toBe("2");
    const next = /<([^>]+)>; rel="next"/.exec(first.headers["link"] ?? "")?.[1];
    expect(next).toBeDefined();
    const second = await staff.get(next!).expect(200);
    expect(names(second.body)).toEqual(["Priya"]);
    expect(second.headers["link"]).toBeUndefined();
  });

  it("when a booking is marked as a duplicate, then it leaves Needs reply and Overdue, both timelines say so, and Undo brings it back", async () => {
    const needsReply = async () => names(await list("?view=needs-reply"));
    expect(await needsReply()).toContain("PriyaAgain");
    const before = (await staff.get(apiPaths.bookingSummary.href()).expect(200)).body.views["needs-reply"];

    const marked = await staff.put(apiPaths.bookingDuplicateOf.href(ids.PriyaAgain)).send({ bookingId: ids.Priya });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: ids.PriyaAgain, duplicateOf: ids.Priya, duplicateOfId: ids.Priya, replyDueAt: null });
    expect(await needsReply()).not.toContain("PriyaAgain");
    // A clock a week on: still not overdue.
    const overdue = await t.storage.bookings.listBookings({ view: "overdue", limit: 50, now: new Date(Date.now() + 7 * 24 * 3_600_000) });
    expect(overdue.items.map((b) => b.id)).not.toContain(ids.PriyaAgain);
    expect((await staff.get(apiPaths.bookingSummary.href()).expect(200)).body.views["needs-reply"]).toBe(before - 1);

    expect((await timeline("PriyaAgain")).filter((e) => e.kind === "duplicate")).toEqual([
      expect.objectContaining({ kind: "duplicate", bookingId: ids.Priya, reference: refs.Priya, undone: false, by: STAFF.username }),
    ]);
    expect((await timeline("Priya")).filter((e) => e.kind === "duplicated-by")).toEqual([
      expect.objectContaining({ kind: "duplicated-by", bookingId: ids.PriyaAgain, reference: refs.PriyaAgain, undone: false }),
    ]);

    const undone = await staff.put(apiPaths.bookingDuplicateOf.href(ids.PriyaAgain)).send({ bookingId: null });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ duplicateOf: null, replyDueAt: expect.any(String) });
    expect(await needsReply()).toContain("PriyaAgain");
    expect((await staff.get(apiPaths.bookingSummary.href()).expect(200)).body.views["needs-reply"]).toBe(before);
    expect((await timeline("PriyaAgain")).filter((e) => e.kind === "duplicate").map((e) => "undone" in e && e.undone)).toEqual([false, true]);
    expect((await timeline("Priya")).filter((e) => e.kind === "duplicated-by").map((e) => "undone" in e && e.undone)).toEqual([false, true]);
  });

  it("when a duplicate was answered before Undo, then Undo leaves it answered", async () => {
    await staff.put(apiPaths.bookingDuplicateOf.href(ids.Tom)).send({ bookingId: ids.Priya }).expect(200);
    await staff.post(apiPaths.bookingActivities.href(ids.Tom)).send({ kind: "call" }).expect(201);
    const undone = await staff.put(apiPaths.bookingDuplicateOf.href(ids.Tom)).send({ bookingId: null }).expect(200);
    expect(undone.body.replyDueAt).toBeNull();
    expect(names(await list("?view=needs-reply"))).not.toContain("Tom");
  });

  it("when duplicate-of is asked for itself, an unknown booking, a bad body or an unknown id, then it answers 400 or 404 and nothing changes", async () => {
    const put = (id: number | string, body: unknown) => staff.put(rawPath(apiPaths.bookingDuplicateOf.pattern, id)).send(body as object);
    expect((await put(ids.PriyaMail, { bookingId: ids.PriyaMail })).status).toBe(400);
    expect((await put(ids.PriyaMail, { bookingId: 999_999 })).status).toBe(400);
    expect((await put(ids.PriyaMail, { bookingId: "x" })).status).toBe(400);
    expect((await put(ids.PriyaMail, {})).status).toBe(400);
    expect((await put(ids.PriyaMail, { bookingId: ids.Priya, extra: 1 })).status).toBe(400);
    expect((await put(999_999, { bookingId: ids.Priya })).status).toBe(404);
    expect((await put("abc", { bookingId: ids.Priya })).status).toBe(400);
    expect((await detail("PriyaMail")).duplicateOfId).toBeNull();
    expect((await request(t.app).put(apiPaths.bookingDuplicateOf.href(ids.PriyaMail)).send({ bookingId: ids.Priya })).status).toBe(401);
  });

  it("when staff log a WhatsApp message, then it is a whatsapp contact with its text on the timeline and answers the enquiry", async () => {
    const text = `Hello Priya, about your enquiry ${refs.PriyaMail}`;
    const res = await staff.post(apiPaths.bookingActivities.href(ids.PriyaMail)).send({ kind: "whatsapp", body: text });
    expect(res.status).toBe(201);
    expect((await timeline("PriyaMail")).filter((e) => e.kind === "whatsapp")).toEqual([expect.objectContaining({ kind: "whatsapp", body: text })]);
    const after = await detail("PriyaMail");
    expect(after.firstResponseAt).not.toBeNull();
    expect(after.replyDueAt).toBeNull();
  });

  it("when a booking's personal data is erased, then its E.164 phone is emptied and it is nobody's related booking", async () => {
    await staff.delete(apiPaths.bookingPersonalData.href(ids.PriyaMail)).expect(200);
    const erased = await detail("PriyaMail");
    expect(erased.erasedAt).not.toBeNull();
    expect(erased.phoneE164).toBeNull();
    expect(erased.related).toEqual([]);
    expect(names((await detail("Priya")).related)).toEqual(["PriyaAgain"]);
  });
});

describe.each(DB_KINDS)("the desk's search on %s", (kind) => {
  const { t, staff } = useAppSignedIn(kind);
  beforeAll(async () => {
    for (const [firstName, email] of [["Asha", "asha1987@example.com"], ["Ravi", "ravi1987@example.com"]]) {
      await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ firstName, email })).expect(201);
    }
  });

  it.each([
    ["asha1987", ["Asha"]],
    ["RAVI1987@example", ["Ravi"]],
    ["1987@example", ["Ravi", "Asha"]],
    ["asha1988", []],
  ])("when the search %j mixes letters and digits, then only bookings holding the whole of it are found", async (q, expected) => {
    const res = await staff.get(apiPaths.bookings.href({ q })).expect(200);
    expect(res.body.map((b: BookingListItem) => b.firstName)).toEqual(expected);
    expect(res.headers["x-total-count"]).toBe(String(expected.length));
  });
});
