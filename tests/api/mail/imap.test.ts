import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnmatchedMail } from "@shared/conversation";
import { buildBooking } from "../../support/factories";
import { manyParts } from "../../support/hostile-mail";
import { waitFor } from "../../support/smtp";
import { startDovecot, type TestDovecot } from "../../support/dovecot";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { startImapSource } from "../../../server/mail/inbound/sources/imap";
import { createLogger } from "../../../server/core/logger";
import { enquiryMailSettings } from "../../../server/mail/settings";
import type { Db } from "../../../server/db";
import { apiPaths } from "@shared/api-paths";

const FROM = { address: "hello@innerlight.test" };
const settings = inboundSettings({ from: FROM, staffAlertTo: ["desk@innerlight.test"] });

function eml(headers: Record<string, string>, body: string): string {
  return `${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n${body.replace(/\n/g, "\r\n")}`;
}

/**
 * The IMAP reader against a real Dovecot: each test gets its own mailbox (a fresh Dovecot) and a
 * reader whose store step can be slowed or broken, as a process dying mid-batch would.
 */
describe.each(DB_KINDS)("reading the company mailbox over IMAP on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;
  let imap: TestDovecot;
  beforeAll(async () => {
    t = await buildTestApp(kind, { mail: { settings: enquiryMailSettings({ from: FROM, staffAlertTo: ["desk@innerlight.test"] }) } });
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    imap = await startDovecot();
  }, 30_000);
  afterAll(async () => {
    await imap.stop();
    await t.close();
  });

  let n = 0;
  async function enquiry() {
    n++;
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `imap${n}.${kind}@example.com` }));
    return res.body as { id: number; reference: string; email: string };
  }
  const timeline = async (id: number) => (await staff.get(apiPaths.bookingActivities.href(id))).body as Record<string, unknown>[];
  const emails = async (id: number) => (await timeline(id)).filter((e) => e.kind === "email-in");

  /** Resolves after a look by `source` that began after the call (the first may already be under way). */
  async function wholeLook(source: { readNow(): Promise<number> }) {
    await source.readNow();
    await source.readNow();
  }

  function reader(opts: { store?: (raw: Buffer, after: (tx: Db) => Promise<void>) => Promise<unknown>; leaseMs?: number; batch?: number } = {}) {
    return startImapSource({
      url: imap.url,
      storage: t.storage,
      logger: createLogger("silent"),
      pollMs: 200,
      leaseMs: opts.leaseMs ?? 60_000,
      batch: opts.batch,
      store: (opts.store ?? ((raw, after, size) => storeRawMail(raw, t.storage, settings, after, size))) as Parameters<typeof startImapSource>[0]["store"],
    });
  }

  it("when replies, an auto-reply, a bounce, attachments and a duplicate are delivered, then each lands where it belongs, once", async () => {
    const a = await enquiry();
    const b = await enquiry();
    const ack = (x: { id: number; reference: string }) => `<booking-${x.id}-acknowledgement.${x.reference}@innerlight.test>`;
    const source = reader();
    try {
      await imap.append(eml({ From: a.email, Subject: "Re: Your enquiry", "Message-ID": `<t1-${kind}@example.com>`, "In-Reply-To": ack(a) }, "Threaded by In-Reply-To"));
      await imap.append(eml({ From: "friend@example.com", Subject: `For ${b.reference}`, "Message-ID": `<t2-${kind}@example.com>` }, "Found by the reference alone"));
      await imap.append(eml({ From: a.email, Subject: "Out of office", "Auto-Submitted": "auto-replied", "Message-ID": `<t3-${kind}@example.com>`, "In-Reply-To": ack(a) }, "Away"));
      await imap.append(
        eml(
          { From: "MAILER-DAEMON@mx.example.com", Subject: "Undelivered", "Message-ID": `<t4-${kind}@mx.example.com>`, "MIME-Version": "1.0", "Content-Type": 'multipart/report; report-type=delivery-status; boundary="B"' },
          `--B\nContent-Type: text/plain\n\nCould not deliver.\n--B\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example.com\n\nFinal-Recipient: rfc822; ${b.email}\nAction: failed\nStatus: 5.1.1\n--B\nContent-Type: text/rfc822-headers\n\nMessage-ID: ${ack(b)}\n--B--\n`,
        ),
      );
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 66).toString("base64").replace(/.{76}/g, "$&\n");
      await imap.append(
        eml(
          { From: a.email, Subject: `Files ${a.reference}`, "Message-ID": `<t5-${kind}@example.com>`, "MIME-Version": "1.0", "Content-Type": 'multipart/mixed; boundary="M"' },
          `--M\nContent-Type: text/plain\n\nTwo files.\n--M\nContent-Type: text/plain; name="list.txt"\nContent-Disposition: attachment; filename="list.txt"\n\nsunscreen\n--M\nContent-Type: video/mp4; name="clip.mp4"\nContent-Disposition: attachment; filename="clip.mp4"\nContent-Transfer-Encoding: base64\n\n${big}\n--M--\n`,
        ),
      );
      const again = eml({ From: a.email, Subject: `Twice ${a.reference}`, "Message-ID": `<t6-${kind}@example.com>` }, "Appended twice");
      await imap.append(again);
      await imap.append(again);
      await waitFor("every message", async () => (await emails(a.id)).length === 4 && (await emails(b.id)).length === 2, 30_000);

      const inA = await emails(a.id);
      expect(inA.map((e) => [e.messageKind, e.text])).toEqual([
        ["visitor", "Threaded by In-Reply-To"],
        ["auto-reply", "Away"],
        ["visitor", "Two files."],
        ["visitor", "Appended twice"],
      ]);
      const files = inA[2] as { attachments: { name: string; url: string | null }[] };
      expect(files.attachments.map((f) => [f.name, f.url !== null])).toEqual([["list.txt", true], ["clip.mp4", false]]);
      expect((await emails(b.id)).map((e) => e.messageKind)).toEqual(["visitor", "bounce"]);
      expect((await t.storage.mail.mailForBooking(b.id)).find((m) => m.kind === "acknowledgement")?.status).toBe("bounced");
      // The position is written once the message it passes is stored, so it may follow the rows by a moment.
      const mailbox = `imap://${imap.user}@127.0.0.1:${imap.port}/INBOX`;
      await waitFor("the position past the last message", async () => (await t.storage.conversations.mailboxPosition(mailbox)).lastUid >= 7, 10_000);
      expect((await t.storage.conversations.mailboxPosition(mailbox)).lastUid).toBe(7);
    } finally {
      await source.stop();
    }
  }, 60_000);

  it("when the reader stops in the middle of a batch, then the next one goes on from the last message stored: nothing lost, nothing doubled", async () => {
    const c = await enquiry();
    const first = (await t.storage.conversations.mailboxPosition(`imap://${imap.user}@127.0.0.1:${imap.port}/INBOX`)).lastUid;
    await imap.appendAll(Array.from({ length: 20 }, (_, i) => eml({ From: c.email, Subject: `Batch ${c.reference}`, "Message-ID": `<b${i}-${kind}@example.com>` }, `Message ${i}`)));
    let stored = 0;
    const crashing = reader({
      batch: 50,
      store: async (raw, after) => {
        if (stored === 7) throw new Error("the process died");
        stored++;
        return storeRawMail(raw, t.storage, settings, after);
      },
    });
    await waitFor("seven stored", async () => (await emails(c.id)).length === 7, 20_000);
    await crashing.stop();
    expect((await t.storage.conversations.mailboxPosition(`imap://${imap.user}@127.0.0.1:${imap.port}/INBOX`)).lastUid).toBe(first + 7);

    const next = reader();
    try {
      await waitFor("all twenty", async () => (await emails(c.id)).length === 20, 20_000);
      await wholeLook(next);
      const texts = (await emails(c.id)).map((e) => e.text);
      expect(texts).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i}`));
    } finally {
      await next.stop();
    }
  }, 60_000);

  it("when two readers share the mailbox, then one reads; when it hangs past its lease, the other takes over and the first stores nothing more", async () => {
    const d = await enquiry();
    let release: () => void = () => {};
    const stuck = new Promise<void>((r) => (release = r));
    let hung = 0;
    const slow = reader({
      leaseMs: 1_500,
      store: async (raw, after) => {
        hung++;
        await stuck;
        return storeRawMail(raw, t.storage, settings, after);
      },
    });
    await waitFor("the first reader holds the lease", () => slow.holdsLease(), 10_000);
    const other = reader({ leaseMs: 1_500 });
    try {
      await wholeLook(other);
      expect(other.holdsLease()).toBe(false);
      await imap.append(eml({ From: d.email, Subject: `Lease ${d.reference}`, "Message-ID": `<lease-${kind}@example.com>` }, "Read once"));
      await waitFor("the first reader is stuck on it", () => hung === 1, 10_000);
      await waitFor("the other takes over and stores it", async () => (await emails(d.id)).length === 1, 20_000);
      expect(other.holdsLease()).toBe(true);
      release();
      // Its stop waits for the look it hung in to end: whatever that look could store, it has.
      await slow.stop();
      expect(await emails(d.id)).toHaveLength(1);
    } finally {
      release();
      await slow.stop();
      await other.stop();
    }
  }, 60_000);
  it("when a 1,100-part message arrives before a visitor's reply, then it is listed as could not be read and the reply is stored within 10 s", async () => {
    const p = await enquiry();
    const source = reader();
    try {
      await imap.append(manyParts({ From: `Mallory <poison.${kind}@evil.example>`, Subject: `Poison over IMAP ${kind}`, "Message-ID": `<imap-poison-${kind}@evil.example>` }, 1_100));
      await imap.append(eml({ From: p.email, Subject: `Re: ${p.reference}`, "Message-ID": `<after-poison-${kind}@example.com>` }, "After the poison"));
      await waitFor("the reply after the poison", async () => (await emails(p.id)).some((e) => e.text === "After the poison"), 10_000);
      const unmatched = (await staff.get(apiPaths.inbound.href({ view: "unmatched", limit: 500 })).expect(200)).body as UnmatchedMail[];
      expect(unmatched.find((m) => m.subject === `Poison over IMAP ${kind}`)).toMatchObject({ from: `poison.${kind}@evil.example`, unreadable: { size: expect.any(Number) } });
    } finally {
      await source.stop();
    }
  }, 30_000);

  it("when an answered booking gets an auto-reply and a bulk reply, then neither reopens it nor is answered; the visitor's HTML reply reopens it and is kept as text", async () => {
    const c = await enquiry();
    await staff.post(apiPaths.bookingActivities.href(c.id)).send({ kind: "call", body: "Spoke on the phone" }).expect(201);
    const ack = `<booking-${c.id}-acknowledgement.${c.reference}@innerlight.test>`;
    const replyDueAt = async () => ((await staff.get(apiPaths.booking.href(c.id))).body as { replyDueAt: string | null }).replyDueAt;
    const queued = async () => (await t.storage.mail.mailForBooking(c.id)).map((m) => m.kind).sort();
    const before = await queued();
    const source = reader();
    try {
      await imap.append(eml({ From: c.email, Subject: "Away", "Auto-Submitted": "auto-replied", "Message-ID": `<u1-${kind}@example.com>`, "In-Reply-To": ack }, "I am away"));
      await imap.append(eml({ From: c.email, Subject: "Holiday", Precedence: "bulk", "Message-ID": `<u2-${kind}@example.com>`, "In-Reply-To": ack }, "Back next week"));
      await waitFor("both automatic messages", async () => (await emails(c.id)).length === 2, 30_000);
      expect(await replyDueAt()).toBeNull();
      expect(await queued()).toEqual(before);

      await imap.append(
        eml(
          { From: c.email, Subject: "Re: your enquiry", "Message-ID": `<u3-${kind}@example.com>`, "In-Reply-To": ack, "MIME-Version": "1.0", "Content-Type": "text/html; charset=utf-8" },
          '<p>Yes please</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        ),
      );
      await waitFor("the visitor's reply", async () => (await emails(c.id)).length === 3, 30_000);
      const reply = (await emails(c.id))[2] as { text: string; fullText: string };
      expect(reply.text).toContain("Yes please");
      expect(`${reply.text} ${reply.fullText}`).not.toMatch(/<img|<script|onerror/);
      expect(await replyDueAt()).not.toBeNull();
    } finally {
      await source.stop();
    }
  }, 60_000);
});
