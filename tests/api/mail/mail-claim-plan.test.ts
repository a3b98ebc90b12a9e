import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { CLAIM_SQL } from "../../../server/storage/mail";
import { createStorage } from "../../../server/storage";
import { DB_KINDS, freshDatabase, type TestDb } from "../../support/database";
import { explainPlan, planNodes } from "../../support/query-plan";
import { systemClock } from "../../../server/core/clock";


describe.each(DB_KINDS)("claiming due mail from a long queue on %s", (kind) => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it("when 5,000 messages wait and the statistics last saw none waiting, then a claim reads its 10 off the due index instead of sorting the queue", async () => {
    db = await freshDatabase(kind);
    const d = db.database.db;
    // The usual state: the statistics were taken while everything had been sent, then a burst or an
    // outage filled the queue.
    await d.execute(sql`
      insert into mail_outbox (kind, to_address, message_id, status, sent_at)
      select 'staff-alert', 'desk@innerlight.test', '<sent' || g || '@innerlight.test>', 'sent', now()
      from generate_series(1, 2000) g`);
    await d.execute(sql`analyze mail_outbox`);
    await d.execute(sql`
      insert into mail_outbox (kind, to_address, message_id, next_attempt_at)
      select 'staff-alert', 'desk@innerlight.test', '<m' || g || '@innerlight.test>', now() - (5000 - g) * interval '1 second'
      from generate_series(1, 5000) g`);

    const plan = await explainPlan(d, CLAIM_SQL.replace("$1::int", "10").replaceAll("$2::int", "120000"));
    const lockRows = planNodes(plan).find((n) => n["Node Type"] === "LockRows");
    expect(lockRows?.Plans?.[0]["Node Type"]).toBe("Index Scan");
    expect(lockRows?.Plans?.[0]["Index Name"]).toBe("mail_outbox_due_idx");

    // And the claim takes the longest-waiting ones.
    const claimed = await createStorage(d, systemClock).mail.claimDueMail(10, 120_000);
    expect(claimed.map((m) => m.messageId)).toEqual(Array.from({ length: 10 }, (_, i) => `<m${i + 1}@innerlight.test>`));
  });
});
