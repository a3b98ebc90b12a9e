import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { SITE } from "@shared/site";
import { buildBooking } from "../../support/factories";
import { waitFor, type TestSmtp, addressesOf } from "../../support/smtp";
import { STAFF } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { BASE_URL, buildMailApp, buildSmtpMailApp, FROM, STAFF_TO, type MailTestApp, useSmtpMailApp } from "../../support/mail-app";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";


describe.each(DB_KINDS)("enquiry e-mails through a real SMTP server on %s", (kind) => {
  const { smtp, t } = useSmtpMailApp(kind);
  const post = (body: Record<string, unknown>) => request(t.app).post(apiPaths.enquiries.href()).send(body);
  const mailFor = (ref: string) => smtp.received.filter((m) => m.subject?.includes(ref));

  it("when an enquiry is accepted, then the visitor gets an acknowledgement and staff an alert with every field", async () => {
    const input = buildBooking({ firstName: "Meera", tripCategory: "Women's Signature Retreats", budgetRange: "50k-1L" });
    const res = await post(input);
    expect(res.status).toBe(201);
    const { id, reference } = res.body;
    await waitFor("both messages", () => mailFor(reference).length === 2);

    const ack = mailFor(reference).find((m) => addressesOf(m.to).includes(String(input.email).toLowerCase()))!;
    expect(ack.subject).toBe(`Your enquiry with ${SITE.name}: reference ${reference}`);
    expect(addressesOf(ack.from)).toEqual([FROM.address]);
    expect(ack.messageId).toBe(`<booking-${id}-acknowledgement.${reference}@innerlight.test>`);
    expect(ack.text).toContain("Dear Meera,");
    expect(ack.text).toContain("Women's Signature Retreats");
    expect(ack.html).toContain("Women&#39;s Signature Retreats");
    for (const part of [ack.text!, ack.html as string]) {
      expect(part).toContain(reference);
      expect(part).toMatch(/within 24 hours/i);
      expect(part).toContain(SITE.phoneDisplay);
      expect(part).toContain(SITE.chatHref);
      expect(part).toContain(SITE.email);
    }
    expect(ack.replyTo).toBeUndefined();

    const alert = mailFor(reference).find((m) => m !== ack)!;
    expect(addressesOf(alert.to)).toEqual(STAFF_TO);
    // The visitor and the company mailbox: an answer from a mail client reaches both.
    expect(addressesOf(alert.replyTo)).toEqual([input.email, FROM.address]);
    expect(alert.subject).toBe(`New enquiry ${reference}: Women's Signature Retreats`);
    expect(alert.messageId).toBe(`<booking-${id}-staff-alert.${reference}@innerlight.test>`);
    expect(alert.text).toContain(`${BASE_URL}/admin/bookings?id=${id}`);
    expect(alert.html).toContain(`href="${BASE_URL}/admin/bookings?id=${id}"`);
    for (const v of [input.firstName, input.lastName, input.email, input.phone, input.country, input.state, input.occupation, input.designation, input.preferredDates, input.specialRequests, input.whyThisTrip, "50k-1L", "Master's degree", "Some experience"]) {
      expect(alert.text).toContain(String(v));
    }

    await waitFor("the outbox to record both as sent", async () => (await t.storage.mail.mailForBooking(id)).every((m) => m.status === "sent"));
    const rows = await t.storage.mail.mailForBooking(id);
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.lastError])).toEqual([
      ["acknowledgement", "sent", 1, null],
      ["staff-alert", "sent", 1, null],
    ]);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
  });

  it("when a visitor's name holds CR/LF, header lines and markup, then no header is added and the HTML shows the text", async () => {
    const evil = "Eve\r\nBcc: victim@evil.test\r\nSubject: hacked<script>alert(1)</script>";
    const res = await post(buildBooking({ firstName: evil, lastName: "<img src=x onerror=alert(2)>", tripCategory: "Cheap pills\r\nX-Spam: no" }));
    expect(res.status).toBe(201);
    const { reference } = res.body;
    await waitFor("both messages", () => mailFor(reference).length === 2);
    for (const m of mailFor(reference)) {
      expect(m.headers.has("bcc")).toBe(false);
      expect(m.headers.has("x-spam")).toBe(false);
      expect(m.subject).not.toMatch(/hacked|pills/);
      expect(m.bcc).toBeUndefined();
      expect(addressesOf(m.to).some((a) => a?.includes("evil"))).toBe(false);
      const html = m.html as string;
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img");
      // Staff read the visitor's text, escaped; the visitor's own copy holds none of it.
      if (addressesOf(m.to).includes(STAFF_TO[0])) expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
      else expect(`${html}${m.text}`).not.toMatch(/script|hacked|evil|pills/);
    }
    // An unknown category is kept out of the subject; the trip type (one of two values) stands in.
    expect(mailFor(reference).map((m) => m.subject).sort()).toEqual([`New enquiry ${reference}: Retreat`, `Your enquiry with ${SITE.name}: reference ${reference}`]);
  });

  it("when the same address enquires a fourth time in 24 hours, then the fourth acknowledgement is recorded as suppressed, and staff are still told", async () => {
    const email = `Cap.Test.${kind}@example.com`;
    const refs: string[] = [];
    const ids: number[] = [];
    // Changing the case does not get around the cap.
    for (const e of [email, email.toLowerCase(), email.toUpperCase(), email]) {
      const res = await post(buildBooking({ email: e }));
      expect(res.status).toBe(201);
      refs.push(res.body.reference);
      ids.push(res.body.id);
    }
    await waitFor("eight outbox rows settled", async () => {
      const rows = (await Promise.all(ids.map((id) => t.storage.mail.mailForBooking(id)))).flat();
      return rows.length === 8 && rows.every((r) => r.status === "sent" || r.status === "suppressed");
    });
    const fourth = await t.storage.mail.mailForBooking(ids[3]);
    expect(fourth.map((r) => [r.kind, r.status])).toEqual([
      ["acknowledgement", "suppressed"],
      ["staff-alert", "sent"],
    ]);
    expect(fourth[0].lastError).toMatch(/3 acknowledgements .* 24 hours/);
    const acks = smtp.received.filter((m) => addressesOf(m.to).includes(email.toLowerCase()));
    expect(acks).toHaveLength(3);
    expect(refs.slice(0, 3).every((r) => acks.some((m) => m.subject?.includes(r)))).toBe(true);
  });
});

describe.each(DB_KINDS)("suspect enquiries and not-spam on %s", (kind) => {
  const { smtp, t, staff } = useSmtpMailApp(kind);

  it("when an enquiry is suspect, then no mail goes out until staff release it, and a second release sends nothing more", async () => {
    const suspect = await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking(), website: "", formFillMs: 300 });
    expect(suspect.status).toBe(201);
    const { id, reference } = suspect.body;
    expect(await t.storage.bookings.getBooking(id)).toMatchObject({ suspect: "too-fast" });
    // A normal enquiry after it is delivered, so the worker has looked at the outbox since.
    const normal = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    await waitFor("the normal enquiry's mail", () => smtp.received.filter((m) => m.subject?.includes(normal.body.reference)).length === 2);
    expect(smtp.received.filter((m) => m.subject?.includes(reference))).toHaveLength(0);
    expect(await t.storage.mail.mailForBooking(id)).toEqual([]);

    const released = await staff.post(apiPaths.bookingNotSpam.href(id));
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ id, reference, suspect: null });
    expect(await t.storage.bookings.getBooking(id)).toMatchObject({ suspect: null });
    await waitFor("the released enquiry's mail", () => smtp.received.filter((m) => m.subject?.includes(reference)).length === 2);

    const again = await staff.post(apiPaths.bookingNotSpam.href(id));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id, suspect: null });
    expect(await t.storage.mail.mailForBooking(id)).toHaveLength(2);

    // The booking's timeline says who released it and why it had been held, once.
    const timeline = await staff.get(apiPaths.bookingActivities.href(id)).expect(200);
    const releases = (timeline.body as { kind: string }[]).filter((e) => e.kind === "not-spam");
    expect(releases).toEqual([{ kind: "not-spam", by: STAFF.username, at: expect.any(String), reason: "too-fast" }]);
    // The release comes before the e-mails it queued (written in the same statement, at the same time).
    expect((timeline.body as { kind: string }[]).map((e) => e.kind)).toEqual(["not-spam", "mail", "mail"]);
  });

  it("when the booking does not exist, its id is malformed or nobody is signed in, then not-spam answers 404, 400 or 401 and changes nothing", async () => {
    expect((await staff.post(apiPaths.bookingNotSpam.href(999999))).status).toBe(404);
    expect((await staff.post(rawPath(apiPaths.bookingNotSpam.pattern, "abc"))).status).toBe(400);
    const suspect = await request(t.app).post(apiPaths.enquiries.href()).send({ ...buildBooking(), website: "http://spam.example" });
    const anon = await request(t.app).post(apiPaths.bookingNotSpam.href(suspect.body.id));
    expect(anon.status).toBe(401);
    expect(await t.storage.bookings.getBooking(suspect.body.id)).toMatchObject({ suspect: "honeypot" });
    const timeline = await staff.get(apiPaths.bookingActivities.href(suspect.body.id)).expect(200);
    expect((timeline.body as { kind: string }[]).filter((e) => e.kind === "not-spam")).toEqual([]);
  });
});

describe.each(DB_KINDS)("when the mail server misbehaves, on %s", (kind) => {
  let smtp: TestSmtp;
  let t: MailTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("when it answers 421 and then 250, then each message is delivered once, after a retry recorded in the outbox", async () => {
    ({ smtp, t } = await buildSmtpMailApp(kind));
    smtp.refuseNext(2, 421);
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    expect(res.status).toBe(201);
    await waitFor("both messages delivered", async () => (await t!.storage.mail.mailForBooking(res.body.id)).every((m) => m.status === "sent"));
    expect(smtp.refusals).toBe(2);
    const ids = smtp.messageIds.filter((m) => m.includes(`booking-${res.body.id}-`));
    expect(ids.sort()).toEqual([`<booking-${res.body.id}-acknowledgement.${res.body.reference}@innerlight.test>`, `<booking-${res.body.id}-staff-alert.${res.body.reference}@innerlight.test>`]);
    const attempts = (await t.storage.mail.mailForBooking(res.body.id)).reduce((n, m) => n + m.attempts, 0);
    expect(attempts).toBe(4);
  });

  it("when it is down while enquiries arrive, then every enquiry gets its 201 and every message arrives once it starts", async () => {
    ({ smtp, t } = await buildSmtpMailApp(kind, {}, { started: false }));
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await waitFor("a failed attempt recorded", async () => (await t!.storage.mail.mailForBooking(ids[0])).some((m) => m.lastError !== null));
    const [first] = await t.storage.mail.mailForBooking(ids[0]);
    expect(first.status).not.toBe("sent");
    expect(first.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    await waitFor("all ten messages", () => smtp.received.length === 10);
    await waitFor("all recorded as sent", async () => (await Promise.all(ids.map((id) => t!.storage.mail.mailForBooking(id)))).flat().every((m) => m.status === "sent"));
    expect(new Set(smtp.messageIds).size).toBe(10);
  });

  it("when it comes back, then the next successful send brings forward the messages backed off while it was unreachable", async () => {
    // Back-off far longer than the wait below: only the recovery can deliver the first enquiry's mail.
    ({ smtp, t } = await buildSmtpMailApp(kind, { retry: { baseMs: 600_000, maxDelayMs: 600_000 } }, { started: false }));
    const first = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    await waitFor("both attempts failed", async () => (await t!.storage.mail.mailForBooking(first.body.id)).every((m) => m.status === "queued" && m.attempts === 1));
    const [waiting] = await t.storage.mail.mailForBooking(first.body.id);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(waiting.lastError).toMatch(/^ESOCKET: /);
    await smtp.start();
    const second = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    await waitFor("all four sent", async () =>
      [...(await t!.storage.mail.mailForBooking(first.body.id)), ...(await t!.storage.mail.mailForBooking(second.body.id))].every((m) => m.status === "sent"),
    );
    expect(smtp.messageIds.filter((id) => id.includes(`booking-${first.body.id}-`))).toHaveLength(2);
  });

  it("when it refuses a message permanently (550), then the message is marked failed with the server's answer", async () => {
    ({ smtp, t } = await buildSmtpMailApp(kind, { retry: { baseMs: 60_000 } }));
    smtp.refuseNext(1, 550);
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    await waitFor("one message failed and one sent", async () => {
      const rows = await t!.storage.mail.mailForBooking(res.body.id);
      return rows.some((r) => r.status === "failed") && rows.some((r) => r.status === "sent");
    });
    const failed = (await t.storage.mail.mailForBooking(res.body.id)).find((r) => r.status === "failed")!;
    expect(failed.lastError).toMatch(/550/);
    expect(failed.attempts).toBe(1);
  });

  it("when it stays down past the retry window, then the messages are marked failed with the last error", async () => {
    ({ smtp, t } = await buildSmtpMailApp(kind, { retry: { giveUpAfterMs: 300 } }, { started: false }));
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
    await waitFor("both failed", async () => (await t!.storage.mail.mailForBooking(res.body.id)).every((m) => m.status === "failed"));
    const rows = await t.storage.mail.mailForBooking(res.body.id);
    expect(rows.every((r) => r.attempts >= 1 && /ECONNREFUSED|connect/i.test(r.lastError ?? ""))).toBe(true);
  });
});

describe("without SMTP_URL", () => {
  it("when an enquiry is accepted, then each message is written as an .eml file to the mail folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-mail-"));
    const t = await buildMailApp("pglite", { dir });
    try {
      const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
      await waitFor("two .eml files", () => fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).length === 2);
      const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml"));
      const raw = files.map((f) => fs.readFileSync(path.join(dir, f), "utf8")).join("\n");
      expect(raw).toContain(`Message-ID: <booking-${res.body.id}-acknowledgement.${res.body.reference}@innerlight.test>`);
      expect(raw).toContain(`Subject: New enquiry ${res.body.reference}`);
      expect(fs.readdirSync(dir).some((f) => f.endsWith(".tmp"))).toBe(false);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("when the mail folder is removed while the server runs, then the next messages make it again", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-mail-"));
    const t = await buildMailApp("pglite", { dir });
    try {
      await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking()).expect(201);
      await waitFor("two .eml files", () => fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).length === 2);
      fs.rmSync(dir, { recursive: true, force: true });
      const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking());
      await waitFor("two .eml files again", () => fs.existsSync(dir) && fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).length === 2);
      await waitFor("both recorded as sent", async () => (await t.storage.mail.mailForBooking(res.body.id)).every((m) => m.status === "sent"));
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
