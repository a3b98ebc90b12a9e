import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiry, postEnquiry, startServer, type RunningServer } from "../../support/server-process";
import { emptyPostgresDatabase } from "../../support/database";
import { startDovecot, type TestDovecot } from "../../support/dovecot";
import { waitFor } from "../../support/smtp";

/**
 * Two production servers on one PostgreSQL database, both configured with the same IMAP mailbox
 * (a real Dovecot): every message is stored once, and when the reading process is killed the other
 * takes the mailbox over within a minute.
 */
describe("two server processes reading one mailbox", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let imap: TestDovecot;
  let servers: RunningServer[] = [];
  let client: pg.Client;
  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    imap = await startDovecot();
    const env = { DATABASE_URL: db.url, IMAP_URL: imap.url, MAIL_FROM: "hello@innerlight.test" };
    servers = await Promise.all([startServer(env), startServer(env)]);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((s) => s.stop()));
    await imap?.stop();
    await db?.drop();
  });

  const stored = async () => Number((await client.query("select count(*) from mail_messages")).rows[0].count);
  const reply = (ref: string, i: number) => `From: visitor@example.com\r\nSubject: Re: ${ref}\r\nMessage-ID: <two-${i}@example.com>\r\n\r\nReply ${i}\r\n`;

  it("when both run, then each message is read once; when the reader is killed, the other reads on within a minute", async () => {
    const res = await postEnquiry(servers[0].url, enquiry(1));
    expect(res.status).toBe(201);
    const reference = String(res.body!.reference);
    await imap.appendAll(Array.from({ length: 30 }, (_, i) => reply(reference, i)));
    await waitFor("thirty stored", async () => (await stored()) === 30, 30_000);
    // A later message through the same mailbox: once it is stored, a round has read past the thirty,
    // and none of them came in twice.
    await imap.appendAll([reply(reference, 999)]);
    const marker = async () => (await client.query("select 1 from mail_messages where message_id like '%two-999@%'")).rows.length > 0;
    await waitFor("the later message stored", marker, 30_000);
    expect(await stored()).toBe(31);

    const holder = String((await client.query("select lease_holder from mailbox_state")).rows[0].lease_holder);
    const reading = servers.find((s) => holder.includes(`:${s.proc.pid}:`))!;
    expect(reading).toBeDefined();
    await reading.kill();
    const killedAt = Date.now();
    await imap.appendAll(Array.from({ length: 10 }, (_, i) => reply(reference, 30 + i)));
    await waitFor("the other process reads on", async () => (await stored()) === 41, 75_000, 250);
    const tookOver = Date.now() - killedAt;
    console.log(`IMAP reader taken over ${(tookOver / 1000).toFixed(1)} s after the kill`);
    expect(tookOver).toBeLessThan(60_000);
    const ids = (await client.query("select message_id from mail_messages")).rows.map((r) => r.message_id as string);
    expect(new Set(ids).size).toBe(41);
    servers = servers.filter((s) => s !== reading);
  }, 120_000);
});
