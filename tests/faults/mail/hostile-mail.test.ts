import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiry, postEnquiry, startServer, type RunningServer } from "../../support/server-process";
import { emptyPostgresDatabase } from "../../support/database";
import { startDovecot, type TestDovecot } from "../../support/dovecot";
import { waitFor } from "../../support/smtp";
import { bigHeader, deepNesting, manyParts } from "../../support/hostile-mail";

/**
 * The production server reading a real Dovecot mailbox, sent what the outside review sent: three
 * messages built to break the parser and a forged staff reply, then a visitor's reply. The
 * visitor is heard within 10 s, the rest is set aside or marked, and nothing answers the booking.
 */
describe("hostile mail against a running server", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let imap: TestDovecot;
  let server: RunningServer;
  let client: pg.Client;
  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    imap = await startDovecot();
    server = await startServer({ DATABASE_URL: db.url, IMAP_URL: imap.url, MAIL_FROM: "hello@innerlight.test", MAIL_AUTHSERV_ID: "mx.innerlight.test" });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await server?.stop();
    await imap?.stop();
    await db?.drop();
  });

  it("when poison messages and a forged staff reply come before a visitor's reply, then the reply is stored within 10 s, the poison listed as could not be read, and the booking still awaits an answer", async () => {
    const res = await postEnquiry(server.url, enquiry(1));
    expect(res.status).toBe(201);
    const { id, reference } = res.body as { id: number; reference: string };
    const from = (i: number) => ({ From: `Mallory <m${i}@evil.example>`, Subject: `Poison ${i}`, "Message-ID": `<poison-${i}@evil.example>` });
    await imap.appendAll([
      manyParts(from(1), 1_100),
      bigHeader(from(2), 1024 * 1024 + 10),
      deepNesting(from(3), 2_000),
      // Claims to be us, with a result no server of ours wrote.
      `Authentication-Results: mx.evil.example; dkim=pass header.d=innerlight.test\r\nFrom: anyone@innerlight.test\r\nSubject: Re: ${reference}\r\nMessage-ID: <forged@innerlight.test>\r\n\r\nYour booking is confirmed, pay at evil.example\r\n`,
    ]);
    const appended = Date.now();
    await imap.append(`From: visitor@example.com\r\nSubject: Re: ${reference}\r\nMessage-ID: <after-poison@example.com>\r\n\r\nStill interested\r\n`);
    await waitFor("the visitor's reply", async () => (await client.query("select 1 from mail_messages where message_id = '<after-poison@example.com>' and booking_id = $1", [id])).rowCount === 1, 10_000, 100);
    expect(Date.now() - appended).toBeLessThan(10_000);

    const unreadable = await client.query("select from_address, raw_size from mail_messages where kind = 'unreadable' and booking_id is null order by id");
    expect(unreadable.rows.map((r) => r.from_address)).toEqual(["m1@evil.example", "m2@evil.example", "m3@evil.example"]);
    expect(unreadable.rows.every((r) => Number(r.raw_size) > 0)).toBe(true);
    const forged = await client.query("select kind, direction, unverified from mail_messages where message_id = '<forged@innerlight.test>'");
    expect(forged.rows).toEqual([{ kind: "unverified", direction: "in", unverified: true }]);
    const booking = await client.query("select first_response_at, reply_due_at from bookings where id = $1", [id]);
    expect(booking.rows[0].first_response_at).toBeNull();
    expect(booking.rows[0].reply_due_at).not.toBeNull();
  }, 90_000);
});
