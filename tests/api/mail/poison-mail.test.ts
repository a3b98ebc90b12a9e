import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { UnmatchedMail } from "@shared/conversation";
import { buildBooking } from "../../support/factories";
import { waitFor } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { inboxSettings as settings, useInboxApp } from "../../support/inbox-app";
import { bigHeader, deepNesting, manyParts } from "../../support/hostile-mail";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { startFolderSource } from "../../../server/mail/inbound/sources/folder";
import { createLogger } from "../../../server/core/logger";
import { apiPaths } from "@shared/api-paths";

/**
 * Mail built to break the parser: each is kept raw and listed under Unmatched mail as could not be
 * read, and the message after it is stored as usual.
 */
describe.each(DB_KINDS)("a message that can't be read on %s", (kind) => {
  const app = useInboxApp(kind);

  let n = 0;
  async function enquiry() {
    n++;
    const res = await request(app.t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: `poison${n}.${kind}@example.com` }));
    expect(res.status).toBe(201);
    return res.body as { id: number; reference: string; email: string };
  }
  const unmatched = async () => (await app.staff.get(apiPaths.inbound.href({ view: "unmatched", limit: 500 })).expect(200)).body as UnmatchedMail[];
  const visitorEmails = async (id: number) =>
    ((await app.staff.get(apiPaths.bookingActivities.href(id))).body as { kind: string; text?: string }[]).filter((e) => e.kind === "email-in").map((e) => e.text);

  it.each([
    ["1,100 parts", (h: Record<string, string>) => manyParts(h, 1_100), "too many parts"],
    ["a 1 MB header", (h: Record<string, string>) => bigHeader(h, 1024 * 1024), "header too large"],
    ["2,000 nested parts", (h: Record<string, string>) => deepNesting(h, 2_000), "nested too deep"],
  ])("when a message with %s arrives, then it is kept raw and listed as could not be read, with its sender and size", async (label, build, reason) => {
    const raw = Buffer.from(build({ From: `Mallory <mallory.${n}@evil.example>`, Subject: `Poison ${label}`, "Message-ID": `<poison-${n}-${kind}@evil.example>` }));
    const r = await storeRawMail(raw, app.t.storage, settings);
    expect(r).toMatchObject({ stored: true, bookingId: null, kind: "unreadable" });
    const listed = (await unmatched()).find((m) => m.subject === `Poison ${label}`)!;
    expect(listed).toMatchObject({ from: `mallory.${n}@evil.example`, unreadable: { size: raw.length } });
    expect(listed.text).toContain(reason as string);
    const download = await app.staff.get(listed.unreadable!.url!).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, raw)).toBe(0);
    // The same message read again (a restart before the reader moved on) is not listed twice.
    expect(await storeRawMail(raw, app.t.storage, settings)).toMatchObject({ stored: false });
    // Nothing can attach it as if it were a readable message.
    const b = await enquiry();
    await app.staff.post(apiPaths.inboundAttach.href(listed.id)).send({ bookingId: b.id }).expect(404);
  });

  it("when the inbox folder holds a 1,100-part message, a file over 40 MB and then a visitor's reply, then the reply is stored, the other two are listed as could not be read and set aside in failed/", async () => {
    const b = await enquiry();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-poison-"));
    fs.writeFileSync(path.join(dir, "1-poison.eml"), manyParts({ From: "spam@evil.example", Subject: "Folder poison", "Message-ID": `<fp-${kind}@evil.example>` }, 1_100));
    const huge = path.join(dir, "2-huge.eml");
    const fd = fs.openSync(huge, "w");
    fs.writeSync(fd, `From: big@evil.example\r\nSubject: Folder huge\r\nMessage-ID: <fh-${kind}@evil.example>\r\n\r\n`);
    const block = Buffer.alloc(1024 * 1024, "A");
    for (let i = 0; i < 41; i++) fs.writeSync(fd, block);
    fs.closeSync(fd);
    const hugeSize = fs.statSync(huge).size;
    fs.writeFileSync(path.join(dir, "3-reply.eml"), `From: ${b.email}\r\nSubject: Re: ${b.reference}\r\nMessage-ID: <fr-${kind}@example.com>\r\n\r\nStill coming in March.\r\n`);
    const source = startFolderSource({ dir, logger: createLogger("silent"), pollMs: 60_000, store: (raw, size) => storeRawMail(raw, app.t.storage, settings, undefined, size) });
    try {
      await waitFor("the reply stored", async () => (await visitorEmails(b.id)).includes("Still coming in March."), 10_000);
      const list = await unmatched();
      expect(list.find((m) => m.subject === "Folder poison")).toMatchObject({ from: "spam@evil.example", unreadable: expect.objectContaining({ size: expect.any(Number) }) });
      expect(list.find((m) => m.subject === "Folder huge")).toMatchObject({ from: "big@evil.example", unreadable: { size: hugeSize } });
      await waitFor("set aside", () => fs.existsSync(path.join(dir, "failed", "1-poison.eml")) && fs.existsSync(path.join(dir, "failed", "2-huge.eml")), 10_000);
      // The reply's file moves to processed/ once it is stored, a moment after the row is there.
      await waitFor("the reply's file moved", () => fs.existsSync(path.join(dir, "processed", "3-reply.eml")), 10_000);
      expect(fs.existsSync(path.join(dir, "3-reply.eml"))).toBe(false);
    } finally {
      await source.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("when the database can't take a message, then the inbox file stays to be read again instead of being set aside", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-retry-"));
    fs.writeFileSync(path.join(dir, "a.eml"), "From: someone@example.com\r\nSubject: Later\r\n\r\nHello\r\n");
    let calls = 0;
    const source = startFolderSource({
      dir,
      logger: createLogger("silent"),
      pollMs: 60_000,
      store: async () => {
        calls++;
        throw new Error("connection terminated");
      },
    });
    try {
      await waitFor("a try", () => calls > 0, 10_000);
      await source.stop();
      expect(fs.existsSync(path.join(dir, "a.eml"))).toBe(true);
      expect(fs.existsSync(path.join(dir, "failed"))).toBe(false);
    } finally {
      await source.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
