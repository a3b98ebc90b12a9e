import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { waitFor, type TestSmtp, addressesOf } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { FROM, STAFF_TO, startSmtpMailApp, stopSmtpMailApp, type MailTestApp } from "../../support/mail-app";
import { addStaff } from "../../support/staff";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { apiPaths } from "@shared/api-paths";

const settings = inboundSettings({ from: FROM, staffAlertTo: STAFF_TO, authservId: "mx.innerlight.test" });

describe.each(DB_KINDS)("staff e-mail addresses in the conversation on %s", (kind) => {
  let smtp: TestSmtp;
  let t: MailTestApp;
  let admin: ReturnType<typeof request.agent>;
  let ravi: { id: number };
  let noMail: { id: number };
  beforeAll(async () => {
    ({ smtp, t, staff: admin } = await startSmtpMailApp(kind));
    // Addresses outside the company's domain: only the profile says they are staff.
    ravi = await addStaff(t, "ravi", { name: "Ravi Menon", email: "ravi.menon@mailbox.example" });
    noMail = await addStaff(t, "juno", { name: "Juno" });
  });
  afterAll(() => stopSmtpMailApp(t, smtp));

  async function enquiry() {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ firstName: "Meera" }));
    expect(res.status).toBe(201);
    return res.body as { id: number; reference: string; email: string };
  }
  const visitorSays = async (b: { id: number; reference: string; email: string }, tag: string) => {
    const raw = `From: ${b.email}\r\nTo: ${FROM.address}\r\nSubject: Re: ${b.reference}\r\nMessage-ID: <${tag}-${b.id}@example.com>\r\n\r\nIs the retreat vegetarian?\r\n`;
    expect(await storeRawMail(Buffer.from(raw), t.storage, settings)).toMatchObject({ stored: true, bookingId: b.id, kind: "visitor", alerted: true });
    t.worker.wake();
  };
  const alertFor = async (b: { reference: string }) => {
    await waitFor("the reply alert", () => smtp.received.some((m) => m.subject === `Reply on enquiry ${b.reference}`));
    return smtp.received.find((m) => m.subject === `Reply on enquiry ${b.reference}`)!;
  };

  it("when the visitor answers a booking assigned to someone with an e-mail, then the alert goes to that person only", async () => {
    const b = await enquiry();
    await admin.put(apiPaths.bookingAssignee.href(b.id)).send({ userId: ravi.id }).expect(200);
    await visitorSays(b, "assigned");
    const alert = await alertFor(b);
    expect(addressesOf(alert.to)).toEqual(["ravi.menon@mailbox.example"]);
    expect(addressesOf(alert.replyTo)).toEqual([String(b.email), FROM.address]);
  });

  it("when nobody is assigned, or the assignee has no e-mail, then the alert goes to STAFF_ALERT_TO", async () => {
    const unassigned = await enquiry();
    await visitorSays(unassigned, "unassigned");
    expect(addressesOf((await alertFor(unassigned)).to)).toEqual(STAFF_TO);

    const toJuno = await enquiry();
    await admin.put(apiPaths.bookingAssignee.href(toJuno.id)).send({ userId: noMail.id }).expect(200);
    await visitorSays(toJuno, "no-mail");
    expect(addressesOf((await alertFor(toJuno)).to)).toEqual(STAFF_TO);
  });

  it("when a colleague answers from their own address in the booking's thread, then it is an email-out by them that answers the booking, never the visitor's message", async () => {
    const b = await enquiry();
    await visitorSays(b, "before-staff");
    expect((await admin.get(apiPaths.booking.href(b.id))).body.replyDueAt).not.toBeNull();
    const raw =
      "Authentication-Results: mx.innerlight.test; dkim=pass header.d=mailbox.example; spf=pass smtp.mailfrom=ravi.menon@mailbox.example\r\n" +
      `From: Ravi Menon <RAVI.MENON@mailbox.example>\r\nTo: ${b.email}\r\nSubject: Re: ${b.reference}\r\n` +
      `Message-ID: <from-ravi-${b.id}@mailbox.example>\r\nIn-Reply-To: <before-staff-${b.id}@example.com>\r\n\r\nYes, all meals are vegetarian.\r\n`;
    expect(await storeRawMail(Buffer.from(raw), t.storage, settings)).toMatchObject({ stored: true, bookingId: b.id, kind: "staff", alerted: false });
    const timeline = (await admin.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string; by: string; text?: string }[];
    expect(timeline.filter((e) => e.kind === "email-out")).toEqual([expect.objectContaining({ by: "Ravi Menon", text: "Yes, all meals are vegetarian." })]);
    expect((await admin.get(apiPaths.booking.href(b.id))).body.replyDueAt).toBeNull();
  });
});
