import request from "supertest";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { useAppSignedIn } from "../../support/staff";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { inboundSettings } from "../../../server/mail/inbound/start";
import { apiPaths } from "@shared/api-paths";

const settings = inboundSettings({ from: { address: "hello@innerlight.test" }, staffAlertTo: ["desk@innerlight.test"] });
const VISITOR = { firstName: "Kavya", lastName: "Sundaresan", email: "kavya.sundaresan@example.org" };

/** The conversation's tables and the outbox, as text. */
async function conversationDump(t: TestApp): Promise<string> {
  const db = t.db.database.db;
  let out = "";
  for (const table of ["mail_messages", "mail_attachments", "mail_outbox"]) {
    const rows = (await db.execute(sql`select * from ${sql.identifier(table)}`)) as unknown as { rows: unknown[] };
    out += `${table}: ${JSON.stringify(rows.rows)}\n`;
  }
  // Attachment contents are bytes; read them as text too.
  const files = (await db.execute(sql`select convert_from(content, 'UTF8') as c from mail_attachments where content is not null`)) as unknown as { rows: { c: string }[] };
  return out + files.rows.map((r) => r.c).join("\n");
}

describe.each(DB_KINDS)("erasing a booking's conversation on %s", (kind) => {
  const { t, staff: admin } = useAppSignedIn(kind);
  let id: number;
  beforeAll(async () => {
    const created = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking(VISITOR));
    id = created.body.id;
    const ref = created.body.reference;
    await storeRawMail(
      Buffer.from(
        `From: Kavya Sundaresan <${VISITOR.email}>\r\nSubject: Re: ${ref} from Kavya Sundaresan\r\nMessage-ID: <k1@example.org>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="M"\r\n\r\n--M\r\nContent-Type: text/plain\r\n\r\nKavya Sundaresan here, call me.\r\n--M\r\nContent-Type: text/plain; name="passport.txt"\r\nContent-Disposition: attachment; filename="passport.txt"\r\n\r\nPassport of Kavya Sundaresan\r\n--M--\r\n`,
      ),
      t.storage,
      settings,
    );
    await storeRawMail(Buffer.from(`From: ${VISITOR.email}\r\nSubject: Another trip\r\nMessage-ID: <k2@example.org>\r\n\r\nKavya again\r\n`), t.storage, settings);
    await admin.post(apiPaths.bookingReplies.href(id)).send({ subject: "Dear Kavya", body: "Dear Kavya Sundaresan, …" }).expect(201);
    // The second message matched by sender; make it unmatched, as mail from the address before the enquiry would be.
    await t.db.database.db.execute(sql`update mail_messages set booking_id = null where message_id = '<k2@example.org>'`);
    expect(await conversationDump(t)).toContain("Sundaresan");
  });

  it("when an admin erases the booking, then its messages, attachments, replies and the visitor's unmatched mail hold nothing of theirs; the timeline keeps that mail was exchanged", async () => {
    await admin.delete(apiPaths.bookingPersonalData.href(id)).expect(200);
    const dump = await conversationDump(t);
    for (const v of [VISITOR.email, VISITOR.lastName, "Kavya"]) expect(dump, v).not.toContain(v);
    const timeline = (await admin.get(apiPaths.bookingActivities.href(id))).body as { kind: string; text?: string; attachments?: unknown[] }[];
    expect(timeline.filter((e) => e.kind === "email-in")).toEqual([expect.objectContaining({ text: "", attachments: [] })]);
    expect(timeline.filter((e) => e.kind === "email-out")).toEqual([expect.objectContaining({ text: "", status: "suppressed" })]);
    expect((await admin.get(apiPaths.inbound.href({ view: "unmatched" }))).body).toEqual([]);
  });
});
