import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { insertBookingSchema } from "@shared/requests/enquiry";
import { enquiryStatementText, enquiryValues } from "../../../server/storage/enquiries";
import { enquiryMailSettings } from "../../../server/mail/settings";
import { DB_KINDS, freshDatabase, type TestDb } from "../../support/database";
import { planNodes, type PlanNode } from "../../support/query-plan";
import { buildBooking } from "../../support/factories";

/** A value as an SQL literal, for EXECUTE of a prepared statement. */
function literal(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (typeof v === "number") return String(v);
  return `'${String(v).replaceAll("'", "''")}'`;
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * The plan the enquiry procedure keeps for its statement: PL/pgSQL reuses one generic plan per
 * connection, made with whatever the statistics said then, here the empty tables of a new database.
 */
async function genericPlan(db: TestDb): Promise<PlanNode> {
  const values = enquiryValues(insertBookingSchema.parse(buildBooking()), {
    rateLimit: { key: "booking:plan", windowMs: 3_600_000, limit: 10 },
    mail: enquiryMailSettings(),
  });
  return db.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
    await tx.execute(sql.raw(`prepare enquiry_plan as ${enquiryStatementText()}`));
    try {
      const explained = (await tx.execute(sql.raw(`explain (format json) execute enquiry_plan(${values.map(literal).join(", ")})`))) as unknown as Rows;
      const raw = explained.rows[0]["QUERY PLAN"];
      return ((typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
    } finally {
      await tx.execute(sql.raw("deallocate enquiry_plan"));
    }
  });
}

type Scan = PlanNode & { "Relation Name"?: string; "Index Cond"?: string };

/** Each flood-guard count reads its own index by its own key (the visitor's mailbox, or its domain), nothing whole. */
function expectEachCountOnItsIndex(nodes: Scan[]) {
  expect(nodes.filter((n) => n["Node Type"] === "Seq Scan")).toEqual([]);
  // An index scan, or a bitmap scan of the index: each names the index and its condition.
  const outbox = nodes.filter((n) => n["Index Name"]?.startsWith("mail_outbox_"));
  expect(outbox.map((n) => n["Index Name"]).sort()).toEqual(["mail_outbox_ack_domain_idx", "mail_outbox_ack_mailbox_idx"]);
  expect(outbox.find((n) => n["Index Name"] === "mail_outbox_ack_mailbox_idx")?.["Index Cond"]).toMatch(/\(mailbox = /);
  expect(outbox.find((n) => n["Index Name"] === "mail_outbox_ack_domain_idx")?.["Index Cond"]).toMatch(/\(split_part\(mailbox, '@'::text, 2\) = /);
}

describe.each(DB_KINDS)("the enquiry statement's kept plan, on %s", (kind) => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it("when it is planned once on empty tables, then it reads no table whole and each e-mail count reads its own index by its own key", async () => {
    db = await freshDatabase(kind);
    expectEachCountOnItsIndex(planNodes(await genericPlan(db)) as Scan[]);
  });

  // The embedded database never analyzes on its own: its plans are made from the table's size alone.
  it.each([false, true])("when a day of acknowledgements to one domain is stored (analyzed: %s), then the plan made then still reads each count's own index by its own key", async (analyzed) => {
    db = await freshDatabase(kind);
    await db.database.db.execute(sql`
      insert into mail_outbox (kind, to_address, mailbox, message_id, status, sent_at)
      select 'acknowledgement', 'visitor' || g || '@example.com', 'visitor' || g || '@example.com', '<ack' || g || '@innerlight.test>', 'sent', now()
      from generate_series(1, 5000) g`);
    if (analyzed) await db.database.db.execute(sql`analyze mail_outbox`);
    expectEachCountOnItsIndex(planNodes(await genericPlan(db)) as Scan[]);
  });
});
