import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { addressesOf, waitFor, type TestSmtp } from "../../support/smtp";
import { DB_KINDS } from "../../support/database";
import { buildSmtpMailApp, STAFF_TO, stopSmtpMailApp, type MailTestApp } from "../../support/mail-app";
import { DOMAIN_CAP_REASON } from "../../../server/storage/mail-queue-sql";
import { apiPaths } from "@shared/api-paths";

/** Eight spellings of one Gmail mailbox: Gmail delivers every one of them to victim@gmail.com. */
const VICTIM = [
  "victim@gmail.com",
  "VICTIM@gmail.com",
  "victim+a@gmail.com",
  "v.ictim@gmail.com",
  "Vic.Tim+prize@googlemail.com",
  "v.i.c.t.i.m@GMAIL.com",
  "victim+b@googlemail.com",
  "vi.ctim+c@gmail.com",
];
const BAIT = {
  firstName: "Claim your prize at https://evil.example/x",
  tripCategory: "FREE GIFT CARD – confirm your bank details at https://evil.example/claim",
};

describe.each(DB_KINDS)("what a visitor can make us send, on %s", (kind) => {
  let smtp: TestSmtp;
  let t: MailTestApp;
  beforeAll(async () => {
    ({ smtp, t } = await buildSmtpMailApp(kind, { ackDomainCap: 5 }));
  });
  afterAll(() => stopSmtpMailApp(t, smtp));
  const post = (body: Record<string, unknown>) => request(t.app).post(apiPaths.enquiries.href()).send(body);
  const settled = (ids: number[], rows: number) =>
    waitFor(`${rows} outbox rows settled`, async () => {
      const all = (await Promise.all(ids.map((id) => t.storage.mail.mailForBooking(id)))).flat();
      return all.length === rows && all.every((r) => r.status === "sent" || r.status === "suppressed");
    });

  it("when eight enquiries name one Gmail mailbox in eight spellings, then it receives 3 acknowledgements, each in our words only", async () => {
    const ids: number[] = [];
    for (const email of VICTIM) {
      const res = await post(buildBooking({ email, ...BAIT }));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await settled(ids, 16);
    const isVictim = (a: string) => VICTIM.some((v) => v.toLowerCase() === a.toLowerCase());
    const toVictim = smtp.received.filter((m) => addressesOf(m.to).some(isVictim));
    expect(toVictim).toHaveLength(3);
    for (const m of toVictim) {
      expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(/evil|prize|gift|bank/i);
      expect(m.text).toMatch(/^Hello,/);
    }
    // Staff still hear of every enquiry, with the visitor's words.
    const alerts = smtp.received.filter((m) => addressesOf(m.to).includes(STAFF_TO[0]) && ids.some((id) => m.text?.includes(`booking ${id})`)));
    expect(alerts).toHaveLength(8);
  });

  it("when one domain's mailboxes are named past the daily ceiling, then the rest of them get no acknowledgement", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(buildBooking({ email: `person${i}.${kind}@smallco.test` }));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await settled(ids, 14);
    const received = smtp.received.filter((m) => addressesOf(m.to).some((a) => a.endsWith("@smallco.test")));
    expect(received).toHaveLength(5);
    const rows = (await Promise.all(ids.map((id) => t.storage.mail.mailForBooking(id)))).flat();
    const held = rows.filter((r) => r.kind === "acknowledgement" && r.status === "suppressed");
    expect(held.map((r) => r.lastError)).toEqual([DOMAIN_CAP_REASON, DOMAIN_CAP_REASON]);
    expect(rows.filter((r) => r.kind === "staff-alert" && r.status === "sent")).toHaveLength(7);
  });
});
