import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { waitFor, addressesOf } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { BASE_URL, FROM, useSmtpMailApp } from "../../support/mail-app";
import { addStaff, signedIn } from "../../support/staff";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { apiPaths } from "@shared/api-paths";

const settings = inboundSettings({ from: FROM, staffAlertTo: ["desk@innerlight.test"] });

interface Row {
  id: number;
  reference: string;
  awaiting: string | null;
  lastMessage: { direction: string; at: string; snippet: string } | null;
  assigneeId: number | null;
  searchWords?: unknown;
}

describe.each(DB_KINDS)("the desk as an inbox on %s", (kind) => {
  const { smtp, t, staff } = useSmtpMailApp(kind);
  let seq = 0;

  async function enquiry(over: Record<string, unknown> = {}) {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking(over));
    expect(res.status).toBe(201);
    return res.body as { id: number; reference: string; email: string };
  }

  /** A visitor's e-mail on the booking, from its own address unless `from` says otherwise. */
  async function visitorWrites(b: { reference: string; email: string }, text: string, from = b.email) {
    seq += 1;
    const raw = `From: ${from}\r\nTo: ${FROM.address}\r\nSubject: Re: ${b.reference}\r\nMessage-ID: <inbox-${seq}-${Date.now()}@example.com>\r\n\r\n${text}\r\n`;
    const stored = await storeRawMail(Buffer.from(raw), t.storage, settings);
    expect(stored).toMatchObject({ stored: true });
    return stored;
  }

  const row = async (id: number, query = "") => {
    const rows = (await staff.get(`${apiPaths.bookings.href({ limit: 500 })}${query}`)).body as Row[];
    return rows.find((r) => r.id === id);
  };

  it("when an enquiry arrives, then its row is New with the enquiry as the last message; a reply makes it out and answered, the visitor's answer Visitor replied without the quoted history", async () => {
    const b = await enquiry({ specialRequests: "Is the  retreat\nvegetarian? " + "x".repeat(300), whyThisTrip: null });
    const first = await row(b.id);
    expect(first?.awaiting).toBe("new");
    expect(first?.lastMessage?.direction).toBe("in");
    expect(first?.lastMessage?.snippet.startsWith("Is the retreat vegetarian? xxx")).toBe(true);
    expect(first?.lastMessage?.snippet).toHaveLength(140);
    expect(first).not.toHaveProperty("searchWords");

    await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Food", body: "Yes, all vegetarian." }).expect(201);
    const answered = await row(b.id);
    expect(answered?.awaiting).toBeNull();
    expect(answered?.lastMessage).toMatchObject({ direction: "out", snippet: "Yes, all vegetarian." });

    await visitorWrites(b, "Lovely, and is there yoga at dawn?\n\nOn Monday Asha wrote:\n> Yes, all vegetarian.");
    const replied = await row(b.id);
    expect(replied?.awaiting).toBe("visitor-replied");
    expect(replied?.lastMessage).toMatchObject({ direction: "in", snippet: "Lovely, and is there yoga at dawn?" });
  });

  it("when a booking is marked as a duplicate, then it awaits nothing", async () => {
    const a = await enquiry();
    const b = await enquiry();
    await staff.put(apiPaths.bookingDuplicateOf.href(b.id)).send({ bookingId: a.id }).expect(200);
    expect((await row(b.id))?.awaiting).toBeNull();
    expect((await row(a.id))?.awaiting).toBe("new");
  });

  it("when staff search a word only the visitor's e-mail holds, or the reference, from any view, then the booking is found ignoring case and accents, with each view's count", async () => {
    const b = await enquiry({ specialRequests: "Something about the mountains" });
    await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Hello", body: "Tell us more." }).expect(201);
    await visitorWrites(b, "We would love to see the Café Lisboa at Évora too.");
    for (const q of ["lisboa", "CAFE LISBOA", "evora", "Évora", b.reference.toLowerCase()]) {
      const res = await staff.get(apiPaths.bookings.href({ view: "all", q })).expect(200);
      expect(res.body.map((r: Row) => r.id), q).toContain(b.id);
    }
    // The answered-then-replied booking is in Needs reply, not in Unassigned's complement: the counts say where.
    const summary = (await staff.get(apiPaths.bookingSummary.href("lisboa")).expect(200)).body;
    expect(summary.views.all).toBe(1);
    expect(summary.views["needs-reply"]).toBe(1);
    expect(summary.views.spam).toBe(0);
    expect(summary.views.overdue).toBe(0);
    const nothing = (await staff.get(apiPaths.bookingSummary.href("zzqqxx no such words")).expect(200)).body;
    expect(nothing.views).toEqual({ all: 0, "needs-reply": 0, mine: 0, unassigned: 0, overdue: 0, "follow-up": 0, "payment-due": 0, "payment-overdue": 0, "refund-due": 0, waitlist: 0, "details-missing": 0, spam: 0 });
    const words = (await staff.get(apiPaths.bookings.href({ view: "needs-reply", q: "lisboa" })).expect(200)).body as Row[];
    expect(words.map((r) => r.id)).toEqual([b.id]);
  });

  it("when staff search a German word with or without ß, then either spelling finds the other", async () => {
    const grusse = await enquiry({ specialRequests: "Viele Grüße aus der Weißstraße" });
    const swiss = await enquiry({ specialRequests: "Freundliche Grusse aus Zurich" });
    for (const q of ["Grusse", "GRÜSSE", "Grüße", "weissstrasse"]) {
      const found = ((await staff.get(apiPaths.bookings.href({ view: "all", q })).expect(200)).body as Row[]).map((r) => r.id);
      expect(found, q).toContain(grusse.id);
      if (q !== "weissstrasse") expect(found, q).toContain(swiss.id);
    }
    const summary = (await staff.get(apiPaths.bookingSummary.href("Grusse")).expect(200)).body;
    expect(summary.views.all).toBe(2);
  });

  it("when staff reply to another sender on the booking, then it goes to them; any other address is a 400 and nothing is sent", async () => {
    const b = await enquiry({ firstName: "Lakshmi" });
    await visitorWrites(b, "Writing for my mother. Which dates are free?", "daughter@example.org");
    // The daughter's address is not the booking's: her mail joined by the reference in the subject.
    const before = (await staff.get(apiPaths.bookingActivities.href(b.id))).body.length;
    const bad = await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Dates", body: "Here.", to: "someone@example.net" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "to" })]);
    expect((await staff.get(apiPaths.bookingActivities.href(b.id))).body.length).toBe(before);

    const res = await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Dates for you", body: "The 5th.", to: "Daughter@Example.org" });
    expect(res.status).toBe(201);
    expect(res.body.to).toBe("daughter@example.org");
    await waitFor("the reply to the daughter", () => smtp.received.some((m) => m.subject === `Dates for you [${b.reference}]`));
    const sent = smtp.received.find((m) => m.subject === `Dates for you [${b.reference}]`)!;
    expect(addressesOf(sent.to)).toEqual(["daughter@example.org"]);
  });

  it("when staff reply to an unassigned booking, then it becomes theirs, on the timeline and in the audit log; an assigned one stays with its owner", async () => {
    const b = await enquiry();
    const me = (await staff.get(apiPaths.me.href())).body as { id: number };
    await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Hi", body: "Hello." }).expect(201);
    expect((await row(b.id))?.assigneeId).toBe(me.id);
    const timeline = (await staff.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string; assigneeId?: number }[];
    expect(timeline.filter((e) => e.kind === "assignment")).toEqual([expect.objectContaining({ assigneeId: me.id })]);
    const audit = (await staff.get(apiPaths.audit.href())).body as { action: string; target?: string }[];
    expect(audit.some((e) => e.action === "assigned" && e.target === `booking ${b.id}`)).toBe(true);

    const other = await addStaff(t, `owner${seq++}`);
    const c = await enquiry();
    await staff.put(apiPaths.bookingAssignee.href(c.id)).send({ userId: other.id }).expect(200);
    await staff.post(apiPaths.bookingReplies.href(c.id)).send({ subject: "Hi", body: "Hello." }).expect(201);
    expect((await row(c.id))?.assigneeId).toBe(other.id);
  });

  it("when a booking is assigned to a colleague with an e-mail, then they get one with the reference and the desk's link; nobody is told of their own assignment", async () => {
    const deepa = await addStaff(t, "deepa", { email: "deepa@innerlight.test", name: "Deepa" });
    const b = await enquiry();
    await staff.put(apiPaths.bookingAssignee.href(b.id)).send({ userId: deepa.id }).expect(200);
    await waitFor("the assignee's e-mail", () => smtp.received.some((m) => addressesOf(m.to).includes("deepa@innerlight.test")));
    const mail = smtp.received.find((m) => addressesOf(m.to).includes("deepa@innerlight.test"))!;
    expect(mail.subject).toBe(`Enquiry ${b.reference} assigned to you`);
    expect(mail.text).toContain(`${BASE_URL}/admin/bookings?id=${b.id}`);
    // The assignment is on the timeline; its e-mail is not a line of its own.
    const timeline = (await staff.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string; mailKind?: string }[];
    expect(timeline.some((e) => e.kind === "mail" && e.mailKind === "assignment-alert")).toBe(false);

    // Deepa takes another booking herself: no e-mail to her for that.
    const asDeepa = await signedIn(t, deepa);
    const c = await enquiry();
    await asDeepa.put(apiPaths.bookingAssignee.href(c.id)).send({ userId: deepa.id }).expect(200);
    const d = await enquiry();
    await staff.put(apiPaths.bookingAssignee.href(d.id)).send({ userId: deepa.id }).expect(200);
    await waitFor("the second assignment's e-mail", () => smtp.received.some((m) => m.subject === `Enquiry ${d.reference} assigned to you`));
    expect(smtp.received.some((m) => m.subject === `Enquiry ${c.reference} assigned to you`)).toBe(false);
  });

  it("when unmatched mail is attached by reference in any case, then it joins that booking; an unknown reference is a 404 and a number still works", async () => {
    const b = await enquiry();
    seq += 1;
    const raw = (n: number) => Buffer.from(`From: stranger${n}@example.net\r\nTo: ${FROM.address}\r\nSubject: A question\r\nMessage-ID: <unmatched-${n}-${Date.now()}@example.net>\r\n\r\nDo you take children?\r\n`);
    const one = await storeRawMail(raw(seq), t.storage, settings);
    const two = await storeRawMail(raw(seq + 1), t.storage, settings);
    expect(one).toMatchObject({ stored: true, bookingId: null });
    const listed = (await staff.get(apiPaths.inbound.href({ view: "unmatched" }))).body as { id: number; text: string }[];
    expect(listed.find((m) => m.id === (one as { id: number }).id)?.text).toContain("Do you take children?");

    const id1 = (one as { id: number }).id;
    const id2 = (two as { id: number }).id;
    expect((await staff.post(apiPaths.inboundAttach.href(id1)).send({ reference: "ZZZZZZZZ" })).status).toBe(404);
    expect((await staff.post(apiPaths.inboundAttach.href(id1)).send({ reference: "AB 12" })).status).toBe(400);
    const res = await staff.post(apiPaths.inboundAttach.href(id1)).send({ reference: b.reference.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "email-in", text: expect.stringContaining("Do you take children?") });
    expect((await row(b.id))?.awaiting).toBe("new");
    await staff.post(apiPaths.inboundAttach.href(id2)).send({ bookingId: b.id }).expect(200);
    const timeline = (await staff.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string }[];
    expect(timeline.filter((e) => e.kind === "email-in")).toHaveLength(2);
  });

  it("when a status change is set back at once, then the reply due it ended comes back; set back later than that, it stays answered", async () => {
    const b = await enquiry();
    const before = (await staff.get(apiPaths.booking.href(b.id))).body;
    expect(before.replyDueAt).not.toBeNull();
    const changed = (await staff.patch(apiPaths.bookingStatus.href(b.id)).send({ status: "confirmed" }).expect(200)).body;
    expect(changed.replyDueAt).toBeNull();
    expect(changed.awaiting).toBeNull();
    const back = (await staff.patch(apiPaths.bookingStatus.href(b.id)).send({ status: "pending" }).expect(200)).body;
    expect(back).toMatchObject({ status: "pending", replyDueAt: before.replyDueAt, firstResponseAt: null, awaiting: "new" });
    const needsReply = (await staff.get(apiPaths.bookings.href({ view: "needs-reply", limit: 500 }))).body.map((r: Row) => r.id);
    expect(needsReply).toContain(b.id);

    // An undo only restores what nothing else has changed since: a reply in between stands.
    await staff.patch(apiPaths.bookingStatus.href(b.id)).send({ status: "cancelled" }).expect(200);
    await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Sorry", body: "Cancelled as asked." }).expect(201);
    const after = (await staff.patch(apiPaths.bookingStatus.href(b.id)).send({ status: "pending" }).expect(200)).body;
    expect(after.firstResponseAt).not.toBeNull();
    expect(after.replyDueAt).toBeNull();
  });

  it("when an agent reads saved replies, then they are listed; {{programme}} is known, and an unknown placeholder is named once", async () => {
    const agent = await signedIn(t, await addStaff(t, `agent${seq++}`));
    const created = await staff.post(apiPaths.replyTemplates.href()).send({ name: `Programme ${seq}`, subject: "About {{programme}}", body: "Dear {{firstName}}, {{programme}} it is." });
    expect(created.status).toBe(201);
    const listed = (await agent.get(apiPaths.replyTemplates.href()).expect(200)).body as { name: string }[];
    expect(listed.map((r) => r.name)).toContain(`Programme ${seq}`);
    expect((await agent.post(apiPaths.replyTemplates.href()).send({ name: "Mine", subject: "S", body: "B" })).status).toBe(403);

    const bad = await staff.post(apiPaths.replyTemplates.href()).send({ name: `Bad ${seq}`, subject: "{{tripDate}} for {{firstName}}", body: "On {{tripDate}}" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(1);
    expect(bad.body.errors[0].message.match(/\{\{tripDate\}\}/g)).toHaveLength(1);
    expect(bad.body.errors[0].message.match(/Unknown placeholder/g)).toHaveLength(1);
  });

  it("when staff turn off opening the next booking after Send reply, then Account says so; it is on by default", async () => {
    expect((await staff.get(apiPaths.me.href())).body.openNextAfterSend).toBe(true);
    expect((await staff.patch(apiPaths.me.href()).send({ openNextAfterSend: false }).expect(200)).body.openNextAfterSend).toBe(false);
    expect((await staff.get(apiPaths.me.href())).body.openNextAfterSend).toBe(false);
    expect((await staff.patch(apiPaths.me.href()).send({ openNextAfterSend: "no" })).status).toBe(400);
    await staff.patch(apiPaths.me.href()).send({ openNextAfterSend: true }).expect(200);
  });
});
