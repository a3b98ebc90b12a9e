import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../../support/factories";
import { DB_KINDS } from "../../support/database";
import { buildMailApp, type MailTestApp } from "../../support/mail-app";
import { DOMAIN_CAP_REASON } from "../../../server/storage/mail-queue-sql";
import { apiPaths } from "@shared/api-paths";

type Rows<T> = { rows: T[] };

/** The daily ceiling per domain held in ack_domain_holds (migration 0022), with a ceiling of 3. */
describe.each(DB_KINDS)("a domain held at its ceiling of acknowledgements, on %s", (kind) => {
  let t: MailTestApp;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-holds-"));
    t = await buildMailApp(kind, { dir: mailDir }, { ackDomainCap: 3 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });
  const run = async <T>(query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as Rows<T>).rows;
  /** Stores an enquiry from `email`; answers its acknowledgement's status and reason. */
  async function ack(email: string) {
    const res = await request(t.app).post(apiPaths.enquiries.href()).send(buildBooking({ email }));
    expect(res.status).toBe(201);
    const row = (await t.storage.mail.mailForBooking(res.body.id)).find((r) => r.kind === "acknowledgement")!;
    return { status: row.status === "suppressed" ? "held" : "sent", reason: row.lastError };
  }
  const holdOf = (domain: string) =>
    run<{ cap: number; until: string; oldest: string }>(sql`select h.cap, h.until::text as until,
      (select (min(created_at) + interval '24 hours')::text from mail_outbox where mailbox like ${`%@${domain}`} and status <> 'suppressed') as oldest
      from ack_domain_holds h where h.domain = ${domain}`);

  it("when a domain reaches its ceiling, then a hold until its oldest counted acknowledgement is 24 hours old is recorded, and later ones are held", async () => {
    const results = [];
    for (const name of ["ana", "bea", "cai", "dev", "eli"]) results.push(await ack(`${name}@hold.test`));
    expect(results.map((r) => r.status)).toEqual(["sent", "sent", "sent", "held", "held"]);
    expect(results[4].reason).toBe(DOMAIN_CAP_REASON);
    const [hold] = await holdOf("hold.test");
    expect(hold.cap).toBe(3);
    expect(new Date(hold.until).getTime()).toBe(new Date(hold.oldest).getTime());
  });

  it("when a hold stands for a domain, then its acknowledgement is held without a count reaching the ceiling", async () => {
    await run(sql`insert into ack_domain_holds (domain, cap, until) values ('preheld.test', 3, now() + interval '1 hour')`);
    expect(await ack("first@preheld.test")).toEqual({ status: "held", reason: DOMAIN_CAP_REASON });
  });

  it("when a hold was counted against a lower ceiling, then it does not hold this one", async () => {
    await run(sql`insert into ack_domain_holds (domain, cap, until) values ('lower.test', 2, now() + interval '1 hour')`);
    expect((await ack("first@lower.test")).status).toBe("sent");
  });

  it("when the hold has run out and the acknowledgements it counted are older than 24 hours, then the domain is counted afresh", async () => {
    await run(sql`update mail_outbox set created_at = created_at - interval '25 hours' where mailbox like '%@hold.test'`);
    await run(sql`update ack_domain_holds set until = until - interval '25 hours' where domain = 'hold.test'`);
    expect((await ack("fay@hold.test")).status).toBe("sent");
    expect((await ack("gus@hold.test")).status).toBe("sent");
    // Three sent within the 24 hours again: the ceiling is reached and held anew.
    expect((await ack("hal@hold.test")).status).toBe("sent");
    expect(await ack("ida@hold.test")).toEqual({ status: "held", reason: DOMAIN_CAP_REASON });
    const [hold] = await holdOf("hold.test");
    expect(new Date(hold.until).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
