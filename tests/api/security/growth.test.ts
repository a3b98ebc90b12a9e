import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@shared/schema/audit";
import { mailOutbox } from "@shared/schema/mail";
import { createStorage, type Storage } from "../../../server/storage";
import { pruneOldRecords } from "../../../server/jobs/pruning";
import { sweepRetention } from "../../../server/jobs/retention";
import { createLogger } from "../../../server/core/logger";
import { buildBooking } from "../../support/factories";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { enquiryMailSettings } from "../../../server/mail/settings";
import { DB_KINDS, freshDatabase, type TestDb } from "../../support/database";
import { explainPlan, planNodes, type PlanNode } from "../../support/query-plan";
import { systemClock } from "../../../server/core/clock";

/** Every index a plan reads, and whether it reads any table whole. */
function scans(plan: PlanNode) {
  const nodes = planNodes(plan);
  return { indexes: nodes.flatMap((n) => (n["Index Name"] ? [n["Index Name"]] : [])), seq: nodes.some((n) => n["Node Type"] === "Seq Scan") };
}

describe.each(DB_KINDS)("indexes for growth, on %s", (kind) => {
  let db: TestDb;
  const plan = async (query: string) => scans(await explainPlan(db.database.db, query));

  beforeAll(async () => {
    db = await freshDatabase(kind);
    // 20,000 messages and 20,000 audit entries as a daily prune leaves them: a few failed, a day's
    // worth past their time (one in 500).
    await db.database.db.execute(sql`
      insert into mail_outbox (kind, to_address, mailbox, message_id, status, sent_at, created_at)
      select case when g % 2 = 0 then 'acknowledgement' else 'staff-alert' end, 'p' || g || '@d' || (g % 500) || '.example',
        case when g % 2 = 0 then 'p' || g || '@d' || (g % 500) || '.example' end, '<m' || g || '@x>',
        case when g % 1000 = 0 then 'failed' else 'sent' end, now() - (case when g % 500 = 1 then 91 else g % 90 end) * interval '1 day',
        now() - (g % 90) * interval '1 day'
      from generate_series(1, 20000) g`);
    await db.database.db.execute(sql`
      insert into audit_log (action, target, booking_id, at)
      select 'status-changed', 'booking ' || g, g, now() - (case when g % 500 = 1 then 731 else g % 730 end) * interval '1 day'
      from generate_series(1, 20000) g`);
    await db.database.db.execute(sql`analyze mail_outbox`);
    await db.database.db.execute(sql`analyze audit_log`);
  });
  afterAll(() => db.drop());

  it("when the desk counts failed mail, then the partial index answers it, not a scan of the outbox", async () => {
    expect(await plan(`select count(*) from mail_outbox where status = 'failed'`)).toEqual({ indexes: ["mail_outbox_failed_idx"], seq: false });
  });

  it("when erasure scrubs a booking's audit entries, then it finds them by the booking_id index", async () => {
    expect(await plan(`update audit_log set detail = null where booking_id = 123`)).toEqual({ indexes: ["audit_log_booking_idx"], seq: false });
  });

  it("when an acknowledgement is capped, then both the mailbox and the domain are counted from indexes", async () => {
    const mailbox = await plan(`select count(*) from mail_outbox where kind = 'acknowledgement' and mailbox = 'p2@d2.example' and created_at > now() - interval '24 hours' and status <> 'suppressed'`);
    expect(mailbox).toEqual({ indexes: ["mail_outbox_mailbox_idx"], seq: false });
    const domain = await plan(`select count(*) from mail_outbox where kind = 'acknowledgement' and split_part(mailbox, '@', 2) = 'd2.example' and created_at > now() - interval '24 hours' and status <> 'suppressed'`);
    expect(domain).toEqual({ indexes: ["mail_outbox_mail_domain_idx"], seq: false });
  });

  it("when pruning looks for old sent mail and old audit entries, then it reads their indexes", async () => {
    expect((await plan(`select id from mail_outbox where status = 'sent' and sent_at < now() - interval '90 days' limit 2000`)).seq).toBe(false);
    expect((await plan(`select id from audit_log where at < now() - interval '730 days' limit 2000`)).seq).toBe(false);
  });
});

describe.each(DB_KINDS)("pruning and retention in batches, on %s", (kind) => {
  let db: TestDb;
  let storage: Storage;
  beforeAll(async () => {
    db = await freshDatabase(kind);
    storage = createStorage(db.database.db, systemClock);
  });
  afterAll(() => db.drop());

  it("when mail was sent over 90 days ago and audit entries are past the period, then they are deleted batch by batch, the rest kept", async () => {
    const d = db.database.db;
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await d.insert(mailOutbox).values([
      ...Array.from({ length: 7 }, (_, i) => ({ kind: "staff-alert", toAddress: "d@x.test", messageId: `<old${i}@x>`, status: "sent", sentAt: daysAgo(91 + i) })),
      { kind: "staff-alert", toAddress: "d@x.test", messageId: "<recent@x>", status: "sent", sentAt: daysAgo(89) },
      { kind: "staff-alert", toAddress: "d@x.test", messageId: "<failed@x>", status: "failed", createdAt: daysAgo(200) },
    ]);
    await d.insert(auditLog).values([
      ...Array.from({ length: 5 }, (_, i) => ({ action: "sign-in", at: daysAgo(31 + i) })),
      { action: "sign-in", at: daysAgo(29) },
    ]);
    expect(await pruneOldRecords(storage, 30, 3)).toEqual({ mail: 7, audit: 5 });
    const left = await d.select({ m: mailOutbox.messageId }).from(mailOutbox);
    expect(left.map((r) => r.m).sort()).toEqual(["<failed@x>", "<recent@x>"]);
    expect(await d.select().from(auditLog)).toHaveLength(1);
  });

  it("when five bookings are past retention, then a sweep erases all of them in batches of two", async () => {
    const mail = enquiryMailSettings();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await storage.bookings.acceptEnquiry(insertBookingSchema.parse(buildBooking()), { rateLimit: { key: `k${i}`, windowMs: 60_000, limit: 10 }, mail });
      if (!r.accepted) throw new Error("not accepted");
      ids.push(r.booking.id);
    }
    await db.database.db.execute(sql`update bookings set status = 'cancelled', updated_at = now() - interval '40 days' where id in (${sql.join(ids.slice(0, 5).map((id) => sql`${id}`), sql`, `)})`);
    const erased = await sweepRetention(storage, 30, createLogger("silent"), undefined, 2);
    expect(erased?.sort((a, b) => a - b)).toEqual(ids.slice(0, 5));
    expect((await storage.bookings.getBookingItem(ids[5]))?.email).not.toBe("");
  });
});
