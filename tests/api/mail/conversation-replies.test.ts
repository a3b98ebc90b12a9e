import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { waitFor, addressesOf } from "../../support/smtp";
import { STAFF } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { buildMailApp, FROM, type MailTestApp, useSmtpMailApp } from "../../support/mail-app";
import { addStaff, signedIn } from "../../support/staff";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { apiPaths } from "@shared/api-paths";

const settings = inboundSettings({ from: FROM, staffAlertTo: ["desk@innerlight.test"] });

describe.each(DB_KINDS)("replies from the desk through a real SMTP server on %s", (kind) => {
  const { smtp, t, staff } = useSmtpMailApp(kind);

  async function enquiry(over: Record<string, unknown> = {}) {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ firstName: "Meera", ...over }));
    expect(res.status).toBe(201);
    return res.body as { id: number; reference: string; email: string };
  }

  it("when staff reply, then it goes to the visitor threaded to the acknowledgement, with the reference in the subject, and answers the enquiry", async () => {
    const b = await enquiry();
    const res = await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "Your retreat dates", body: "Dear Meera,\n\nThe 5th works.\n\nAsha" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: "email-out", by: STAFF.username, subject: `Your retreat dates [${b.reference}]`, text: "Dear Meera,\n\nThe 5th works.\n\nAsha" });
    expect(["queued", "sending", "sent"]).toContain(res.body.status);

    await waitFor("the reply", () => smtp.received.some((m) => m.subject === `Your retreat dates [${b.reference}]`));
    const sent = smtp.received.find((m) => m.subject === `Your retreat dates [${b.reference}]`)!;
    const ack = `<booking-${b.id}-acknowledgement.${b.reference}@innerlight.test>`;
    expect(addressesOf(sent.to)).toEqual([String(b.email).toLowerCase()]);
    expect(addressesOf(sent.from)).toEqual([FROM.address]);
    expect(sent.inReplyTo).toBe(ack);
    expect(sent.references).toBe(ack);
    expect(sent.headers.has("auto-submitted")).toBe(false);
    expect(sent.text).toContain("The 5th works.");

    const booking = (await staff.get(apiPaths.booking.href(b.id))).body;
    expect(booking.firstResponseAt).not.toBeNull();
    expect(booking.replyDueAt).toBeNull();
    const needsReply = (await staff.get(apiPaths.bookings.href({ view: "needs-reply" }))).body.map((x: { id: number }) => x.id);
    expect(needsReply).not.toContain(b.id);
    await waitFor("sent on the timeline", async () => {
      const timeline = (await staff.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string; status?: string }[];
      return timeline.some((e) => e.kind === "email-out" && e.status === "sent");
    });
  });

  it("when the visitor answered, then the next reply names their message in In-Reply-To and the whole thread in References", async () => {
    const b = await enquiry();
    const ack = `<booking-${b.id}-acknowledgement.${b.reference}@innerlight.test>`;
    const raw = `From: ${b.email}\r\nTo: ${FROM.address}\r\nSubject: Re: Your enquiry\r\nMessage-ID: <visitor-${b.id}@example.com>\r\nIn-Reply-To: ${ack}\r\nReferences: ${ack}\r\n\r\nTwo of us, in December.\r\n`;
    const stored = await storeRawMail(Buffer.from(raw), t.storage, settings);
    expect(stored).toMatchObject({ stored: true, bookingId: b.id, kind: "visitor" });
    await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: `Dates for ${b.reference}`, body: "Here they are." }).expect(201);
    await waitFor("the reply", () => smtp.received.some((m) => m.subject === `Dates for ${b.reference}`));
    const sent = smtp.received.find((m) => m.subject === `Dates for ${b.reference}`)!;
    expect(sent.inReplyTo).toBe(`<visitor-${b.id}@example.com>`);
    expect(sent.references).toEqual([ack, `<visitor-${b.id}@example.com>`]);
  });

  it("when the visitor answers, then staff are alerted with Reply-To naming the visitor and the company mailbox, and nothing of theirs in the subject", async () => {
    const b = await enquiry();
    const raw = `From: ${b.email}\r\nTo: ${FROM.address}\r\nSubject: Re: ${b.reference}\r\nBcc: nobody@example.com\r\nMessage-ID: <alert-${b.id}@example.com>\r\n\r\nIs the retreat vegetarian?\r\n`;
    await storeRawMail(Buffer.from(raw), t.storage, settings);
    t.worker.wake();
    await waitFor("the alert", () => smtp.received.some((m) => m.subject === `Reply on enquiry ${b.reference}`));
    const alert = smtp.received.find((m) => m.subject === `Reply on enquiry ${b.reference}`)!;
    expect(addressesOf(alert.to)).toEqual(["desk@innerlight.test"]);
    expect(addressesOf(alert.replyTo)).toEqual([String(b.email), FROM.address]);
    expect(alert.headers.get("auto-submitted")).toBe("auto-generated");
    expect(alert.text).toContain("Is the retreat vegetarian?");
  });

  it("refuses an empty subject or body, a subject over one line, an unknown booking, and an erased one", async () => {
    const b = await enquiry();
    expect((await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "", body: "x" })).status).toBe(400);
    expect((await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "x", body: "  " })).status).toBe(400);
    expect((await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "x\r\nBcc: a@b.c", body: "y" })).status).toBe(400);
    expect((await staff.post(apiPaths.bookingReplies.href(999999)).send({ subject: "x", body: "y" })).status).toBe(404);
    expect((await request(t.app).post(apiPaths.bookingReplies.href(b.id)).send({ subject: "x", body: "y" })).status).toBe(401);
    await t.storage.retention.eraseBookingPersonalData(b.id);
    expect((await staff.post(apiPaths.bookingReplies.href(b.id)).send({ subject: "x", body: "y" })).status).toBe(409);
    expect(await t.storage.conversations.bookingMessages(b.id)).toEqual([]);
  });
});

describe.each(DB_KINDS)("saved replies on %s", (kind) => {
  let t: MailTestApp;
  let admin: ReturnType<typeof request.agent>;
  let agent: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    t = await buildMailApp(kind, { dir: "/nonexistent" });
    admin = request.agent(t.app);
    await admin.post(apiPaths.login.href()).send(STAFF).expect(200);
    agent = await signedIn(t, await addStaff(t, "ravi", { role: "agent" }));
  });
  afterAll(() => t.close());

  it("when a fresh installation opens, then three saved replies are there for everyone, by name", async () => {
    const res = await agent.get(apiPaths.replyTemplates.href());
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(["Acknowledge and ask", "Cancellation", "Confirmation", "Follow up after no answer", "Propose dates"]);
    for (const r of res.body) {
      expect(r.subject).toContain("{{reference}}");
      expect(r.body).toContain("{{firstName}}");
    }
  });

  it("when an admin adds, renames and deletes one, then the list follows; agents may not", async () => {
    const created = await admin.post(apiPaths.replyTemplates.href()).send({ name: "Price list", subject: "Prices ({{reference}})", body: "Dear {{firstName}}, …" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: "Price list" });
    expect((await admin.post(apiPaths.replyTemplates.href()).send({ name: "Price list", subject: "s", body: "b" })).status).toBe(409);
    expect((await admin.patch(apiPaths.replyTemplate.href(created.body.id)).send({ name: "Propose dates" })).status).toBe(409);
    const renamed = await admin.patch(apiPaths.replyTemplate.href(created.body.id)).send({ name: "Prices" });
    expect(renamed.body).toMatchObject({ name: "Prices", subject: "Prices ({{reference}})" });
    expect((await agent.post(apiPaths.replyTemplates.href()).send({ name: "Mine", subject: "s", body: "b" })).status).toBe(403);
    expect((await agent.patch(apiPaths.replyTemplate.href(created.body.id)).send({ name: "x" })).status).toBe(403);
    expect((await agent.delete(apiPaths.replyTemplate.href(created.body.id))).status).toBe(403);
    expect((await admin.delete(apiPaths.replyTemplate.href(created.body.id))).status).toBe(204);
    expect((await admin.delete(apiPaths.replyTemplate.href(created.body.id))).status).toBe(404);
    expect((await admin.patch(apiPaths.replyTemplate.href(created.body.id)).send({ name: "y" })).status).toBe(404);
  });

  it("refuses an unknown placeholder or an empty field, and changes nothing", async () => {
    const before = (await admin.get(apiPaths.replyTemplates.href())).body;
    const bad = await admin.post(apiPaths.replyTemplates.href()).send({ name: "Bad", subject: "Hi {{price}}", body: "b" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: "subject", message: expect.stringContaining("{{price}}") });
    expect((await admin.post(apiPaths.replyTemplates.href()).send({ name: "", subject: "s", body: "b" })).status).toBe(400);
    expect((await admin.patch(apiPaths.replyTemplate.href(before[0].id)).send({ body: "{{firstname}}" })).status).toBe(400);
    expect((await admin.get(apiPaths.replyTemplates.href())).body).toEqual(before);
    expect((await request(t.app).get(apiPaths.replyTemplates.href())).status).toBe(401);
  });
});
