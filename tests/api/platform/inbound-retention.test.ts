import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema/bookings";
import { mailAttachments, mailMessages } from "@shared/schema/mail";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { inboxSettings as settings, useInboxApp } from "../../support/inbox-app";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { pruneInbound } from "../../../server/jobs/inbound-retention";
import { loadConfig } from "../../../server/core/config";
import { apiPaths } from "@shared/api-paths";

const DAY = 24 * 60 * 60 * 1000;

function withFile(from: string, subject: string, id: string): Buffer {
  return Buffer.from(
    `From: ${from}\r\nSubject: ${subject}\r\nMessage-ID: <${id}>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="M"\r\n\r\n` +
      `--M\r\nContent-Type: text/plain\r\n\r\nSee attached.\r\n--M\r\nContent-Type: text/plain; name="notes.txt"\r\nContent-Disposition: attachment; filename="notes.txt"\r\n\r\nprivate notes\r\n--M--\r\n`,
  );
}

/** INBOUND_RETENTION_DAYS: old unmatched mail, erased bookings' attachments and the inbox folder's old copies go. */
describe.each(DB_KINDS)("inbound mail retention on %s", (kind) => {
  const app = useInboxApp(kind);
  const db = () => app.t.db.database.db;

  it("defaults to 365 days and refuses nonsense", () => {
    expect(loadConfig({}).inboundRetentionDays).toBe(365);
    expect(loadConfig({ INBOUND_RETENTION_DAYS: "30" }).inboundRetentionDays).toBe(30);
    expect(() => loadConfig({ INBOUND_RETENTION_DAYS: "0" })).toThrow(/INBOUND_RETENTION_DAYS/);
  });

  it("when the daily sweep runs, then unmatched mail past retention, attachments of erased bookings and old inbox copies are deleted; the rest stays", async () => {
    const old = await storeRawMail(withFile("old@spam.example", "Old spam", `old-${kind}@spam.example`), app.t.storage, settings);
    const fresh = await storeRawMail(withFile("new@spam.example", "New spam", `new-${kind}@spam.example`), app.t.storage, settings);
    if (!old.stored || !fresh.stored) throw new Error("not stored");
    await db().update(mailMessages).set({ at: new Date(Date.now() - 400 * DAY) }).where(eq(mailMessages.id, old.id));

    const b = (await request(app.t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `kept.${kind}@visitor.example` }))).body as { id: number; reference: string; email: string };
    const onBooking = await storeRawMail(withFile(b.email, `Re: ${b.reference}`, `booked-${kind}@visitor.example`), app.t.storage, settings);
    if (!onBooking.stored) throw new Error("not stored");
    // An erasure from before attachments went with it: the booking is erased, its file still held.
    await db().update(bookings).set({ erasedAt: new Date() }).where(eq(bookings.id, b.id));

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-retain-"));
    fs.mkdirSync(path.join(dir, "processed"));
    fs.mkdirSync(path.join(dir, "failed"));
    for (const f of ["processed/old.eml", "failed/old.eml", "processed/new.eml"]) fs.writeFileSync(path.join(dir, f), "From: x@example.com\r\n\r\nx\r\n");
    const longAgo = new Date(Date.now() - 400 * DAY);
    fs.utimesSync(path.join(dir, "processed/old.eml"), longAgo, longAgo);
    fs.utimesSync(path.join(dir, "failed/old.eml"), longAgo, longAgo);
    try {
      const pruned = await pruneInbound(app.t.storage, 365, dir, 1);
      expect(pruned).toEqual({ unmatched: 1, attachments: 1, files: 2 });
      const left = await db().select({ id: mailMessages.id }).from(mailMessages).where(sql`${mailMessages.id} in (${old.id}, ${fresh.id})`);
      expect(left.map((r) => r.id)).toEqual([fresh.id]);
      const files = await db().select({ message: mailAttachments.messageRowId }).from(mailAttachments).where(sql`${mailAttachments.messageRowId} in (${fresh.id}, ${onBooking.id})`);
      expect(files.map((f) => f.message)).toEqual([fresh.id]);
      expect(fs.readdirSync(path.join(dir, "processed"))).toEqual(["new.eml"]);
      expect(fs.readdirSync(path.join(dir, "failed"))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
