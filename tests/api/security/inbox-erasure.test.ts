import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { signedIn } from "../../support/staff";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { startFolderSource } from "../../../server/mail/inbound/sources/folder";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { createLogger } from "../../../server/core/logger";
import { apiPaths } from "@shared/api-paths";

const settings = inboundSettings({ from: { address: "hello@innerlight.test" }, staffAlertTo: ["desk@innerlight.test"] });

describe.each(DB_KINDS)("erasure and the inbox folder's raw copies on %s", (kind) => {
  const inbox = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-inbox-erasure-"));
  const processed = path.join(inbox, "processed");
  let t: TestApp;
  let admin: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { inboxDir: inbox });
    admin = await signedIn(t, STAFF);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(inbox, { recursive: true, force: true });
  });

  it("when a booking's personal data is erased, then the raw .eml copies of its messages (and the visitor's unmatched mail) leave processed/, and others stay", async () => {
    const email = `ottilie.${kind}@erase.example`;
    const other = `someone.${kind}@keep.example`;
    const b = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email }))).body as { id: number; reference: string };
    const b2 = (await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email: other }))).body as { id: number; reference: string };
    // A second booking from the same address makes the visitor's next message unmatched.
    await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email })).expect(201);
    const files: Record<string, string> = {
      "01-answer.eml": `From: ${email}\r\nSubject: Re: ${b.reference}\r\nMessage-ID: <answer-${kind}@erase.example>\r\n\r\nOttilie's answer, call me on 98765\r\n`,
      "02-no-id.eml": `From: ${email}\r\nSubject: Re: ${b.reference} again\r\n\r\nOttilie without an id\r\n`,
      "03-unmatched.eml": `From: ${email}\r\nSubject: Which trip?\r\nMessage-ID:\r\n <unmatched-${kind}@erase.example>\r\n\r\nOttilie, unmatched\r\n`,
      "04-other.eml": `From: ${other}\r\nSubject: Re: ${b2.reference}\r\nMessage-ID: <other-${kind}@keep.example>\r\n\r\nSomeone else's answer\r\n`,
      "05-again.eml": `From: ${email}\r\nSubject: Re: ${b.reference}\r\nMessage-ID: <answer-${kind}@erase.example>\r\n\r\nOttilie's answer, call me on 98765\r\n`,
    };
    for (const [name, raw] of Object.entries(files)) fs.writeFileSync(path.join(inbox, name), raw);
    const source = startFolderSource({ dir: inbox, logger: createLogger("silent"), pollMs: 60_000, store: (raw) => storeRawMail(raw, t.storage, settings) });
    await source.readNow();
    await source.stop();
    expect(fs.readdirSync(processed).sort()).toEqual(Object.keys(files));
    const timeline = (await admin.get(apiPaths.bookingActivities.href(b.id))).body as { kind: string }[];
    expect(timeline.filter((e) => e.kind === "email-in")).toHaveLength(2);

    await admin.delete(apiPaths.bookingPersonalData.href(b.id)).expect(200);
    expect(fs.readdirSync(processed)).toEqual(["04-other.eml"]);
  });
});
