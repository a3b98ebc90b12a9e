import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { waitFor } from "../../support/smtp";
import { STAFF, useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { startFolderSource } from "../../../server/mail/inbound/sources/folder";
import { createLogger } from "../../../server/core/logger";
import { enquiryMailSettings } from "../../../server/mail/settings";
import { apiPaths } from "@shared/api-paths";

const FROM = { address: "hello@innerlight.test" };
const settings = inboundSettings({ from: FROM, staffAlertTo: ["desk@innerlight.test"] });

/** A raw message; headers in order, then the body. */
function eml(headers: Record<string, string>, body: string): Buffer {
  return Buffer.from(`${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n${body.replace(/\n/g, "\r\n")}`);
}

describe.each(DB_KINDS)("incoming mail on %s", (kind) => {
  const t = useTestApp(kind, { mail: { settings: enquiryMailSettings({ from: FROM, staffAlertTo: ["desk@innerlight.test"] }) } });
  let staff: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
  });

  let n = 0;
  async function enquiry(over: Record<string, unknown> = {}) {
    n++;
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `visitor${n}.${kind}@example.com`, ...over }));
    expect(res.status).toBe(201);
    return res.body as { id: number; reference: string; email: string };
  }
  const ack = (b: { id: number; reference: string }) => `<booking-${b.id}-acknowledgement.${b.reference}@innerlight.test>`;
  const store = (raw: Buffer) => storeRawMail(raw, t.storage, settings);
  const timeline = async (id: number) => (await staff.get(apiPaths.bookingActivities.href(id))).body as Record<string, unknown>[];
  const booking = async (id: number) => (await staff.get(apiPaths.booking.href(id))).body as Record<string, unknown>;
  const needsReply = async () => ((await staff.get(apiPaths.bookings.href({ view: "needs-reply", limit: 500 }))).body as { id: number }[]).map((b) => b.id);

  it("when the visitor answers the acknowledgement, then it joins the booking by In-Reply-To, cut of its quotes, and puts the answered booking back in Needs reply", async () => {
    const b = await enquiry();
    await staff.post(apiPaths.bookingActivities.href(b.id)).send({ kind: "call" }).expect(201);
    expect(await needsReply()).not.toContain(b.id);
    const r = await store(
      eml(
        { From: b.email, To: FROM.address, Subject: "Re: Your enquiry", "Message-ID": `<in-${b.id}@example.com>`, "In-Reply-To": ack(b), References: ack(b) },
        `Yes, December suits us.\n\nOn Mon, 23 Nov 2026, Inner Light wrote:\n> Dear visitor,\n> which dates?\n`,
      ),
    );
    expect(r).toMatchObject({ stored: true, bookingId: b.id, kind: "visitor", match: { by: "message-id" } });
    const entry = (await timeline(b.id)).find((e) => e.kind === "email-in")!;
    expect(entry).toMatchObject({ from: b.email.toLowerCase(), subject: "Re: Your enquiry", text: "Yes, December suits us.", messageKind: "visitor", attachments: [] });
    expect(entry.fullText).toContain("> which dates?");
    const after = await booking(b.id);
    expect(after.firstResponseAt).not.toBeNull();
    expect(Date.parse(String(after.replyDueAt)) - Date.parse(String(entry.at))).toBe(24 * 3600_000);
    expect(await needsReply()).toContain(b.id);
  });

  it("when the reference alone is in the subject, or the sender has exactly one booking, then it joins that booking; otherwise it is unmatched until attached", async () => {
    const b = await enquiry();
    expect(await store(eml({ From: "someone.else@example.com", Subject: `About ${b.reference.toLowerCase()}`, "Message-ID": `<ref-${b.id}@example.com>` }, "Hello"))).toMatchObject({ bookingId: b.id, match: { by: "reference" } });
    expect(await store(eml({ From: b.email.toUpperCase(), Subject: "One more question", "Message-ID": `<sender-${b.id}@example.com>` }, "Hi"))).toMatchObject({ bookingId: b.id, match: { by: "sender" } });

    const twice = `twice.${kind}@example.com`;
    await enquiry({ email: twice });
    const other = await enquiry({ email: twice });
    const lost = await store(eml({ From: twice, Subject: "Which one?", "Message-ID": `<lost-${kind}@example.com>` }, "Hi"));
    expect(lost).toMatchObject({ stored: true, bookingId: null });
    const unmatched = (await staff.get(apiPaths.inbound.href({ view: "unmatched" }))).body as { id: number; from: string; subject: string; receivedAt: string }[];
    expect(unmatched[0]).toMatchObject({ from: twice, subject: "Which one?", receivedAt: expect.any(String) });
    const id = unmatched[0].id;
    expect((await staff.post(apiPaths.inboundAttach.href(id)).send({ bookingId: 999_999 })).status).toBe(404);
    expect((await staff.post(apiPaths.inboundAttach.href(id)).send({ bookingId: "x" })).status).toBe(400);
    const attached = await staff.post(apiPaths.inboundAttach.href(id)).send({ bookingId: other.id });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ kind: "email-in", subject: "Which one?" });
    expect((await staff.get(apiPaths.inbound.href({ view: "unmatched" }))).body.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await timeline(other.id)).some((e) => e.kind === "email-in" && e.subject === "Which one?")).toBe(true);
    expect((await staff.post(apiPaths.inboundAttach.href(id)).send({ bookingId: other.id })).status).toBe(404);
    expect((await staff.get(apiPaths.inbound.href())).status).toBe(400);
  });

  it("when the same message arrives twice, or one without a Message-ID twice, then it is stored once", async () => {
    const b = await enquiry();
    const raw = eml({ From: b.email, Subject: `Re: ${b.reference}`, "Message-ID": `<dup-${b.id}@example.com>` }, "Once");
    const results = await Promise.all([store(raw), store(raw)]);
    expect(results.filter((r) => r.stored)).toHaveLength(1);
    expect(await store(raw)).toEqual({ stored: false, reason: "duplicate" });
    const noId = eml({ From: b.email, Subject: `Re: ${b.reference}` }, "No id");
    expect((await store(noId)).stored).toBe(true);
    expect(await store(noId)).toEqual({ stored: false, reason: "duplicate" });
    expect((await timeline(b.id)).filter((e) => e.kind === "email-in")).toHaveLength(2);
  });

  it("when an out-of-office reply or a bounce arrives, then it is on the timeline, the booking stays answered, and a bounce marks our message bounced", async () => {
    const b = await enquiry();
    await staff.post(apiPaths.bookingActivities.href(b.id)).send({ kind: "email" }).expect(201);
    const auto = await store(eml({ From: b.email, Subject: "Automatic reply: Your enquiry", "Auto-Submitted": "auto-replied", "Message-ID": `<ooo-${b.id}@example.com>`, "In-Reply-To": ack(b) }, "I am away."));
    expect(auto).toMatchObject({ bookingId: b.id, kind: "auto-reply", alerted: false });
    const dsn = eml(
      { From: "MAILER-DAEMON@mx.example.com", To: FROM.address, Subject: "Undelivered Mail Returned to Sender", "Message-ID": `<dsn-${b.id}@mx.example.com>`, "MIME-Version": "1.0", "Content-Type": 'multipart/report; report-type=delivery-status; boundary="B"' },
      `--B\nContent-Type: text/plain\n\nThe mail system could not deliver your message.\n--B\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example.com\n\nFinal-Recipient: rfc822; ${b.email}\nAction: failed\nStatus: 5.1.1\n--B\nContent-Type: text/rfc822-headers\n\nFrom: ${FROM.address}\nTo: ${b.email}\nMessage-ID: ${ack(b)}\nSubject: Your enquiry\n--B--\n`,
    );
    expect(await store(dsn)).toMatchObject({ bookingId: b.id, kind: "bounce" });
    expect((await booking(b.id)).replyDueAt).toBeNull();
    expect(await needsReply()).not.toContain(b.id);
    const entries = await timeline(b.id);
    expect(entries.filter((e) => e.kind === "email-in").map((e) => e.messageKind)).toEqual(["auto-reply", "bounce"]);
    expect(entries.find((e) => e.kind === "mail" && e.mailKind === "acknowledgement")).toMatchObject({ status: "bounced" });
    expect((await t.storage.mail.mailForBooking(b.id)).filter((m) => m.kind === "reply-alert")).toHaveLength(0);
  });

  it("when mail from an address at our domain arrives without proof, then it is an unverified message that answers nothing", async () => {
    const b = await enquiry();
    const visitor = await store(eml({ From: b.email, Subject: `Re: ${b.reference}`, "Message-ID": `<q-${b.id}@example.com>` }, "A question"));
    expect(visitor.stored && visitor.alerted).toBe(true);
    expect(await needsReply()).toContain(b.id);
    const r = await store(eml({ From: "asha@innerlight.test", To: b.email, Subject: `Re: ${b.reference}`, "Message-ID": `<a-${b.id}@innerlight.test>`, "In-Reply-To": `<q-${b.id}@example.com>` }, "The answer"));
    expect(r).toMatchObject({ bookingId: b.id, kind: "unverified", alerted: false });
    const entries = await timeline(b.id);
    expect(entries.find((e) => e.kind === "email-out")).toBeUndefined();
    expect(entries.find((e) => e.kind === "email-in" && e.messageKind === "unverified")).toMatchObject({ from: "asha@innerlight.test", text: "The answer", unverified: true });
    expect((await booking(b.id)).firstResponseAt).toBeNull();
    expect((await booking(b.id)).replyDueAt).not.toBeNull();
    expect(await needsReply()).toContain(b.id);
  });

  it("keeps attachments up to 10 MB a message, serves them only as downloads to staff, and lists bigger ones with a note", async () => {
    const b = await enquiry();
    const small = Buffer.from("<html><script>alert(1)</script></html>").toString("base64");
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 65).toString("base64").replace(/.{76}/g, "$&\n");
    const raw = eml(
      { From: b.email, Subject: `Passport ${b.reference}`, "Message-ID": `<att-${b.id}@example.com>`, "MIME-Version": "1.0", "Content-Type": 'multipart/mixed; boundary="M"' },
      `--M\nContent-Type: text/plain\n\nAttached.\n--M\nContent-Type: text/html; name="page.html"\nContent-Disposition: attachment; filename="page.html"\nContent-Transfer-Encoding: base64\n\n${small}\n--M\nContent-Type: application/pdf; name="scan.pdf"\nContent-Disposition: attachment; filename="scan.pdf"\nContent-Transfer-Encoding: base64\n\n${big}\n--M--\n`,
    );
    await store(raw);
    const entry = (await timeline(b.id)).find((e) => e.kind === "email-in") as { attachments: { name: string; size: number; url: string | null }[]; attachmentNote: string };
    expect(entry.attachments.map((a) => [a.name, a.url === null])).toEqual([["page.html", false], ["scan.pdf", true]]);
    expect(entry.attachments[1].size).toBe(10 * 1024 * 1024 + 10);
    expect(entry.attachmentNote).toMatch(/not kept: over 10 MB/);
    const file = await staff.get(entry.attachments[0].url!);
    expect(file.status).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="?page\.html"?$/);
    expect(file.headers["content-type"]).toBe("application/octet-stream");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(file.body).toString()).toContain("<script>");
    expect((await request(t.app).get(entry.attachments[0].url!)).status).toBe(401);
    expect((await staff.get(apiPaths.attachment.href(999999))).status).toBe(404);
  });

  it("when a visitor answers, then the live desk hears a reply event for the booking", async () => {
    const b = await enquiry();
    const heard: number[] = [];
    const off = t.events.subscribe({ booking: () => {}, reply: (id) => heard.push(id), end: () => {} });
    await store(eml({ From: b.email, Subject: `Re: ${b.reference}`, "Message-ID": `<live-${b.id}@example.com>` }, "Live"));
    await waitFor("the reply event", () => heard.includes(b.id), 5_000);
    off();
  });

  it("when .eml files are dropped in the inbox folder, then they are stored and moved to processed/", async () => {
    const b = await enquiry();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-inbox-"));
    fs.writeFileSync(path.join(dir, "a.eml"), eml({ From: b.email, Subject: `Re: ${b.reference}`, "Message-ID": `<folder-${b.id}@example.com>` }, "From the folder"));
    fs.writeFileSync(path.join(dir, "notes.txt"), "not mail");
    const source = startFolderSource({ dir, logger: createLogger("silent"), pollMs: 60_000, store });
    try {
      await waitFor("the file moved", () => fs.existsSync(path.join(dir, "processed", "a.eml")), 10_000);
      expect(fs.existsSync(path.join(dir, "a.eml"))).toBe(false);
      expect(fs.existsSync(path.join(dir, "notes.txt"))).toBe(true);
      expect((await timeline(b.id)).some((e) => e.kind === "email-in" && e.text === "From the folder")).toBe(true);
    } finally {
      await source.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
