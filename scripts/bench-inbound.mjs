// npm run bench:inbound — reading incoming mail, and a long conversation in the desk. Needs
// `npm run build`, PostgreSQL (BENCH_DATABASE_URL, default the local server) and Dovecot.
//
// 1. BENCH_MESSAGES (default 1,000) replies to as many bookings, a third each threaded by
//    In-Reply-To, by the reference in the subject and by the sender's address, read (a) from the
//    inbox folder and (b) from a real Dovecot by IMAP, each through the product's own store step
//    into a fresh database. Printed: messages per second, and the EXPLAIN of each thread lookup,
//    which must use an index.
// 2. A booking with 500 timeline entries (notes, incoming and outgoing e-mails): p95 of its
//    GET /api/admin/bookings/:id/activities from the production server, 200 calls.
//
// Run with `node --import tsx`, so it can use the product's TypeScript modules.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/index.ts";
import { createStorage } from "../server/storage/index.ts";
import { systemClock } from "../server/core/clock.ts";
import { createLogger } from "../server/core/logger.ts";
import { storeRawMail } from "../server/mail/inbound/store.ts";
import { inboundSettings } from "../server/mail/inbound/start.ts";
import { startFolderSource } from "../server/mail/inbound/sources/folder.ts";
import { startImapSource } from "../server/mail/inbound/sources/imap.ts";
import { startDovecot } from "../tests/support/dovecot.ts";
import { percentile, sleep, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const MESSAGES = Number(process.env.BENCH_MESSAGES || 1000);
const FROM = { address: "hello@innerlight.bench" };
const settings = inboundSettings({ from: FROM, staffAlertTo: ["desk@innerlight.bench"] });
const logger = createLogger("silent");

/** Bookings with an acknowledgement each, as the enquiry statement leaves them. */
async function seed(client, n) {
  await client.query(`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, reference)
    select 'Guest' || g, 'Bench', 'guest' || g || '@example.com', '+91 90000 00000', 'India', 'retreat', 'Retreats', 2,
      'B' || translate(lpad(g::text, 7, '0'), '01', 'AB') from generate_series(1, ${n}) g`);
  await client.query(`insert into mail_outbox (booking_id, kind, to_address, message_id, status)
    select id, 'acknowledgement', email, '<booking-' || id || '-acknowledgement.' || reference || '@innerlight.bench>', 'sent' from bookings`);
  await client.query("vacuum analyze bookings");
  await client.query("vacuum analyze mail_outbox");
  return (await client.query("select id, reference, email from bookings order by id")).rows;
}

function replies(bookings, tag) {
  return bookings.map((b, i) => {
    const ack = `<booking-${b.id}-acknowledgement.${b.reference}@innerlight.bench>`;
    const how = i % 3;
    const headers = [
      `From: ${how === 1 ? `friend${i}@example.org` : b.email}`,
      `To: ${FROM.address}`,
      `Subject: ${how === 1 ? `About ${b.reference}` : "Re: your enquiry"}`,
      `Message-ID: <${tag}-${i}@example.com>`,
      ...(how === 0 ? [`In-Reply-To: ${ack}`, `References: ${ack}`] : []),
    ];
    return `${headers.join("\r\n")}\r\n\r\nThank you, December suits us.\r\n\r\nOn Mon, Inner Light wrote:\r\n> Which dates?\r\n`;
  });
}

async function count(client) {
  return Number((await client.query("select count(*) from mail_messages where booking_id is not null")).rows[0].count);
}

async function explainLookups(client, b) {
  const plans = {
    "by Message-ID (ours and stored)": `select booking_id, message_id from mail_messages where message_id in ('<x@example.com>', '<booking-${b.id}-acknowledgement.${b.reference}@innerlight.bench>') and booking_id is not null
      union all select booking_id, message_id from mail_outbox where message_id in ('<x@example.com>', '<booking-${b.id}-acknowledgement.${b.reference}@innerlight.bench>') and booking_id is not null`,
    "by reference": `select id from bookings where reference in ('${b.reference}') limit 1`,
    "by sender": `select id from bookings where lower(email) = '${b.email}' and erased_at is null limit 2`,
    "de-duplication (mail_messages)": `select id from mail_messages where message_id = '<x@example.com>'`,
    "de-duplication (mail_outbox)": `select id from mail_outbox where message_id = '<x@example.com>'`,
  };
  const out = {};
  for (const [name, q] of Object.entries(plans)) {
    const plan = (await client.query(`explain (analyze, costs off, timing off, summary off) ${q}`)).rows.map((r) => r["QUERY PLAN"]).join("\n");
    if (/Seq Scan/.test(plan)) throw new Error(`${name} reads the whole table:\n${plan}`);
    out[name] = plan;
  }
  return out;
}

async function readingRun(label, read) {
  const db = await throwawayDatabase();
  const database = await openDatabase({ url: db.url });
  const storage = createStorage(database.db, systemClock);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const bookings = await seed(client, MESSAGES);
    const started = performance.now();
    await read(storage, replies(bookings, label), async () => (await count(client)) >= MESSAGES);
    const seconds = (performance.now() - started) / 1000;
    const stored = await count(client);
    if (stored !== MESSAGES) throw new Error(`${label}: ${stored} of ${MESSAGES} threaded`);
    await client.query("vacuum analyze mail_messages");
    return { label, messages: MESSAGES, seconds: Number(seconds.toFixed(2)), perSecond: Math.round(MESSAGES / seconds), explain: await explainLookups(client, bookings[7]) };
  } finally {
    await client.end();
    await database.close();
    await db.drop();
  }
}

async function until(done) {
  while (!(await done())) await sleep(50);
}

async function fromFolder(storage, raws, done) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-bench-inbox-"));
  raws.forEach((raw, i) => fs.writeFileSync(path.join(dir, `${String(i).padStart(6, "0")}.eml`), raw));
  const source = startFolderSource({ dir, logger, pollMs: 60_000, store: (raw) => storeRawMail(raw, storage, settings) });
  await until(done);
  await source.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

async function fromDovecot(storage, raws, done) {
  const imap = await startDovecot();
  try {
    await imap.appendAll(raws);
    // Timed from the moment the mail is waiting in the mailbox: the reader's own work.
    const source = startImapSource({ url: imap.url, storage, logger, pollMs: 500, store: (raw, after) => storeRawMail(raw, storage, settings, after) });
    await until(done);
    await source.stop();
  } finally {
    await imap.stop();
  }
}

async function timelineRun() {
  const db = await throwawayDatabase();
  const product = await startProduct({ env: { DATABASE_URL: db.url, ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password-123", LOGIN_RATE_LIMIT: "1000" } });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const [b] = (await seed(client, 1)).slice(0);
    await client.query(`insert into booking_activities (booking_id, kind, body, by) select $1, 'note', 'Called, will write back ' || g, 'bench' from generate_series(1, 200) g`, [b.id]);
    await client.query(`insert into mail_messages (booking_id, direction, kind, message_id, from_address, to_address, subject, text, full_text, by)
      select $1, case when g % 2 = 0 then 'in' else 'out' end, case when g % 2 = 0 then 'visitor' else 'desk' end, '<t' || g || '@bench>',
        $2, 'hello@innerlight.bench', 'Re: dates', repeat('A line of the conversation. ', 20), repeat('A line of the conversation. ', 40), 'bench'
      from generate_series(1, 299) g`, [b.id, b.email]);
    await client.query(`insert into mail_outbox (booking_id, kind, to_address, message_id, status, message_row_id)
      select booking_id, 'reply', to_address, message_id, 'sent', id from mail_messages where direction = 'out'`);
    await client.query("vacuum analyze");
    const login = await fetch(`${product.base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "bench", password: "bench-password-123" }) });
    const cookie = login.headers.get("set-cookie").split(";")[0];
    const timed = async (url) => {
      const times = [];
      let entries = 0;
      let total = 0;
      for (let i = 0; i < 220; i++) {
        const t = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        const body = await res.json();
        if (i >= 20) times.push(performance.now() - t);
        entries = body.length;
        total = Number(res.headers.get("x-total-count") ?? body.length);
      }
      times.sort((a, b2) => a - b2);
      return { entries, total, calls: times.length, p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)) };
    };
    const base = `${product.base}/api/admin/bookings/${b.id}/activities`;
    // What the desk calls when it opens the booking, then what "Show earlier" calls.
    // The booking alone: what any call costs on this machine at this moment, for scale.
    return { baseline: await timed(`${product.base}/api/admin/bookings/${b.id}`), open: await timed(`${base}?last=50`), whole: await timed(base) };
  } finally {
    await client.end();
    await product.stop();
    await db.drop();
  }
}

// BENCH_ONLY=timeline skips the two reading runs.
const readers = process.env.BENCH_ONLY === "timeline" ? [] : [await readingRun("inbox-folder", fromFolder), await readingRun("dovecot", fromDovecot)];
const timeline = await timelineRun();
for (const r of readers) {
  console.log(`\n${r.label}: ${r.messages} messages in ${r.seconds} s = ${r.perSecond} messages/s`);
  for (const [name, plan] of Object.entries(r.explain)) console.log(`  EXPLAIN ${name}:\n    ${plan.split("\n").join("\n    ")}`);
}
const line = (what, r) => `${what}: ${r.entries} of ${r.total} entries, p50 ${r.p50} ms, p95 ${r.p95} ms over ${r.calls} calls`;
console.log(`\nthe booking alone (GET /api/admin/bookings/:id, for scale): p50 ${timeline.baseline.p50} ms, p95 ${timeline.baseline.p95} ms`);
console.log(line("timeline as the desk opens it (?last=50)", timeline.open));
console.log(line("whole timeline (Show earlier)", timeline.whole));
