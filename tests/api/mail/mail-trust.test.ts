import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { INBOX_FROM, inboxSettings as unset, useInboxApp } from "../../support/inbox-app";
import { addStaff } from "../../support/staff";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { apiPaths } from "@shared/api-paths";

const MX = "mx.innerlight.test";
const trusting = inboundSettings({ from: INBOX_FROM, staffAlertTo: ["desk@innerlight.test"], authservId: MX });

function eml(headers: [string, string][], body: string): Buffer {
  return Buffer.from(`${headers.map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n${body}\r\n`);
}

/** Forged staff mail and spoofed visitors: only the receiving server's Authentication-Results prove a sender. */
describe.each(DB_KINDS)("who an incoming message is from on %s", (kind) => {
  const app = useInboxApp(kind);
  beforeAll(() => addStaff(app.t, "priya", { name: "Priya", email: "priya@innerlight.test" }));

  let n = 0;
  async function enquiry() {
    n++;
    const res = await request(app.t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `trust${n}.${kind}@visitor.example` }));
    expect(res.status).toBe(201);
    return res.body as { id: number; reference: string; email: string };
  }
  const booking = async (id: number) => (await app.staff.get(apiPaths.booking.href(id))).body as { firstResponseAt: string | null; replyDueAt: string | null };
  const timeline = async (id: number) => (await app.staff.get(apiPaths.bookingActivities.href(id))).body as Record<string, unknown>[];

  /** A reply "from staff" about booking `b`, with these Authentication-Results on top. */
  const staffReply = (b: { id: number; reference: string }, from: string, authResults: string[], tag: string) =>
    eml(
      [...authResults.map((a): [string, string] => ["Authentication-Results", a]), ["From", from], ["Subject", `Re: ${b.reference}`], ["Message-ID", `<${tag}-${b.id}-${kind}@innerlight.test>`]],
      "Your booking is confirmed, pay at evil.example",
    );

  it("when anyone writes From an address at our domain about a booking, then it is stored as unverified and answers nothing", async () => {
    const b = await enquiry();
    const before = await booking(b.id);
    const r = await storeRawMail(staffReply(b, "anyone@innerlight.test", [], "forged"), app.t.storage, trusting);
    expect(r).toMatchObject({ stored: true, bookingId: b.id, kind: "unverified", alerted: false });
    const after = await booking(b.id);
    expect(after.firstResponseAt).toBeNull();
    expect(after.replyDueAt).toBe(before.replyDueAt);
    const entries = await timeline(b.id);
    expect(entries.some((e) => e.kind === "email-out")).toBe(false);
    expect(entries.find((e) => e.kind === "email-in")).toMatchObject({ messageKind: "unverified", unverified: true, from: "anyone@innerlight.test" });
  });

  it.each([
    ["without Authentication-Results", []],
    ["with results written by another server", [`mx.evil.example; dkim=pass header.d=innerlight.test`]],
    ["when our server's top-most result failed and a lower one claims a pass", [`${MX}; dkim=fail header.d=innerlight.test`, `${MX}; dkim=pass header.d=innerlight.test`]],
    ["with a signature of another domain", [`${MX}; dkim=pass header.d=evil.example`]],
  ])("when a staff member's own address writes %s, then it is unverified and answers nothing", async (_label, results) => {
    const b = await enquiry();
    const r = await storeRawMail(staffReply(b, "Priya <PRIYA@innerlight.test>", results, `weak${n}`), app.t.storage, trusting);
    expect(r).toMatchObject({ kind: "unverified" });
    expect((await booking(b.id)).firstResponseAt).toBeNull();
  });

  it("when a staff member's address writes with our server's DKIM pass on top, then it is their reply and answers the booking; with MAIL_AUTHSERV_ID unset, never", async () => {
    const b = await enquiry();
    const proof = [`${MX}; spf=pass smtp.mailfrom=priya@innerlight.test; dkim=pass (good signature) header.d=innerlight.test header.s=s1`];
    const unproven = await storeRawMail(staffReply(b, "priya@innerlight.test", proof, "unset"), app.t.storage, unset);
    expect(unproven).toMatchObject({ kind: "unverified" });
    expect((await booking(b.id)).firstResponseAt).toBeNull();

    const r = await storeRawMail(staffReply(b, "Priya <priya@innerlight.test>", proof, "proven"), app.t.storage, trusting);
    expect(r).toMatchObject({ stored: true, bookingId: b.id, kind: "staff" });
    expect((await booking(b.id)).firstResponseAt).not.toBeNull();
    expect((await timeline(b.id)).find((e) => e.kind === "email-out")).toMatchObject({ by: "Priya" });
  });

  it("when a message names a visitor's address and nothing else links it, then it joins that booking marked unverified; with the sender's domain authenticated it is not", async () => {
    const b = await enquiry();
    const spoofed = eml([["From", b.email], ["Subject", "Hello again"], ["Message-ID", `<spoof-${b.id}-${kind}@visitor.example>`]], "Change my booking to the cheaper room");
    expect(await storeRawMail(spoofed, app.t.storage, trusting)).toMatchObject({ stored: true, bookingId: b.id, kind: "visitor", match: { by: "sender" } });
    const proven = eml(
      [["Authentication-Results", `${MX}; spf=pass smtp.mailfrom=${b.email}`], ["From", b.email], ["Subject", "Hello again"], ["Message-ID", `<real-${b.id}-${kind}@visitor.example>`]],
      "The real me",
    );
    expect(await storeRawMail(proven, app.t.storage, trusting)).toMatchObject({ stored: true, bookingId: b.id, match: { by: "sender" } });
    const mails = (await timeline(b.id)).filter((e) => e.kind === "email-in");
    expect(mails.map((e) => [e.text, e.unverified])).toEqual([
      ["Change my booking to the cheaper room", true],
      ["The real me", false],
    ]);
  });
});
