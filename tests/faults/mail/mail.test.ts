import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, waitFor, type TestSmtp } from "../../support/smtp";
import { enquiry, pool, postEnquiry, startServer, type RunningServer } from "../../support/server-process";
import { freePort } from "../../support/free-port";
import { emptyPostgresDatabase } from "../../support/database";

/** Every enquiry here writes from example.com: no acknowledgement may stop at the daily ceiling per domain. */
const EVERY_ACKNOWLEDGEMENT = { ACK_DOMAIN_DAILY_CAP: "100000" };

async function outbox(url: string): Promise<{ message_id: string; status: string; attempts: number }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query("select message_id, status, attempts from mail_outbox order by id")).rows;
  } finally {
    await c.end();
  }
}

async function count(url: string, sql: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query(sql)).rows[0].n);
  } finally {
    await c.end();
  }
}

const tally = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

describe("mail delivery across server processes", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let smtp: TestSmtp;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    await db?.drop();
    smtp.received.length = 0;
    smtp.messageIds.length = 0;
    smtp.delayMs = 0;
  });
  afterAll(() => smtp.stop());

  it("when two processes share the outbox and 200 enquiries arrive, then each message is sent exactly once", async () => {
    db = await emptyPostgresDatabase();
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, ...EVERY_ACKNOWLEDGEMENT };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    const t0 = Date.now();
    const results = await pool(200, 10, (i) => postEnquiry(servers[i % 2].url, enquiry(i)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(200);
    await waitFor("400 messages recorded as sent", async () => (await outbox(db.url)).filter((m) => m.status === "sent").length === 400, 120_000, 200);
    const ms = Date.now() - t0;
    const rows = await outbox(db.url);
    const seen = tally(smtp.messageIds);
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    console.log(`mail, two processes: 200 enquiries, ${smtp.messageIds.length} messages received, ${seen.size} distinct Message-IDs, ${duplicates} duplicated, all sent ${ms} ms after the first enquiry`);
    expect(seen.size).toBe(400);
    expect(duplicates).toBe(0);
    expect([...seen.keys()].sort()).toEqual(rows.map((r) => r.message_id).sort());
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("when a process gets SIGTERM in the middle of delivery and another starts, then no message is lost", async () => {
    db = await emptyPostgresDatabase();
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, ...EVERY_ACKNOWLEDGEMENT };
    smtp.delayMs = 300;
    const a = await startServer(env);
    servers.push(a);
    const results = await pool(40, 8, (i) => postEnquiry(a.url, enquiry(i)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(40);
    await waitFor("delivery under way", () => smtp.messageIds.length >= 10, 60_000);
    const exit = await a.stop();
    servers.splice(servers.indexOf(a), 1);
    const afterStop = await outbox(db.url);
    const unsent = afterStop.filter((m) => m.status !== "sent").length;
    expect(exit.code).toBe(0);
    expect(unsent).toBeGreaterThan(0);

    const b = await startServer(env);
    servers.push(b);
    await waitFor("all 80 recorded as sent", async () => (await outbox(db.url)).every((m) => m.status === "sent"), 180_000, 200);
    const seen = tally(smtp.messageIds);
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    console.log(`mail, SIGTERM: exit ${exit.code} after ${exit.ms} ms with ${unsent} of 80 messages unsent; after the restart ${seen.size} distinct delivered, ${duplicates} duplicated`);
    expect(seen.size).toBe(80);
    expect([...seen.keys()].sort()).toEqual((await outbox(db.url)).map((m) => m.message_id).sort());
  });
});

describe("the mail server down for a minute under load", () => {
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let smtp: TestSmtp;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    smtp = await startTestSmtp(await freePort(), { started: false });
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, ...EVERY_ACKNOWLEDGEMENT };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.stop();
    await db?.drop();
  });

  it("when enquiries keep arriving while it is down, then each is stored at once and every message is delivered after it returns", async () => {
    const DOWN_MS = 60_000;
    const PER_SECOND = 10;
    const total = (DOWN_MS / 1000) * PER_SECOND;
    const start = Date.now();
    // Paced: enquiry i leaves at start + i / PER_SECOND seconds, five at a time at most.
    const results = await pool(total, 5, async (i) => {
      const wait = start + (i * 1000) / PER_SECOND - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return postEnquiry(servers[i % 2].url, enquiry(i));
    });
    const latencies = results.map((r) => r.ms);
    const stored = await count(db.url, "select count(*) as n from bookings");
    const sentWhileDown = await count(db.url, "select count(*) as n from mail_outbox where status = 'sent'");
    const remaining = DOWN_MS - (Date.now() - start);
    if (remaining > 0) await new Promise((r) => setTimeout(r, remaining));

    await smtp.start();
    const back = Date.now();
    await waitFor(`all ${total * 2} messages sent`, async () => (await count(db.url, "select count(*) as n from mail_outbox where status = 'sent'")) === total * 2, 200_000, 500);
    const catchUp = Date.now() - back;
    const rows = await outbox(db.url);
    const attempts = rows.map((r) => r.attempts);
    const seen = tally(smtp.messageIds);
    console.log(
      `mail, server down ${DOWN_MS / 1000} s: ${total} enquiries at ${PER_SECOND}/s, ${results.filter((r) => r.status === 201).length} answered 201, ` +
        `latency p50 ${pct(latencies, 50)} ms p99 ${pct(latencies, 99)} ms max ${Math.max(...latencies)} ms; ${stored} stored; ` +
        `${sentWhileDown} sent while down; all ${seen.size} delivered ${catchUp} ms after it returned; ` +
        `attempts per message median ${pct(attempts, 50)} max ${Math.max(...attempts)}; ${[...seen.values()].filter((n) => n > 1).length} duplicated`,
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(total);
    expect(stored).toBe(total);
    expect(sentWhileDown).toBe(0);
    expect(seen.size).toBe(total * 2);
    expect([...seen.keys()].sort()).toEqual(rows.map((r) => r.message_id).sort());
  }, 330_000);
});
