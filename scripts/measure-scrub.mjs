// How long the PGlite scrub after an erasure takes (VACUUM FULL of the four tables, a WAL switch and
// checkpoints) with N bookings, each with two outbox rows and an audit entry: `node --import tsx scripts/measure-scrub.mjs 100000`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/index.ts";

const n = Number(process.argv[2] ?? 100000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-scrub-"));
const database = await openDatabase({ pgliteDir: path.join(dir, "db") });
const exec = (q) => database.db.execute(q);
const { sql } = await import("drizzle-orm");
await exec(sql.raw(`
  insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, special_requests)
  select 'First' || g, 'Last' || g, 'p' || g || '@example.com', '+91 90000 ' || g, 'India', 'retreat', 'Yoga Retreats', 2,
    repeat('a longer text of the kind visitors write ', 5)
  from generate_series(1, ${n}) g`));
await exec(sql.raw(`insert into mail_outbox (booking_id, kind, to_address, message_id, status) select id, 'acknowledgement', email, '<a' || id || '@x>', 'sent' from bookings`));
await exec(sql.raw(`insert into mail_outbox (booking_id, kind, to_address, message_id, status) select id, 'staff-alert', 'desk@x', '<s' || id || '@x>', 'sent' from bookings`));
await exec(sql.raw(`insert into audit_log (action, target, booking_id) select 'status-changed', 'booking ' || id, id from bookings`));
await exec(sql.raw(`update bookings set first_name = '', email = '' where id = 7`));
const t0 = performance.now();
await database.scrubFreedRows();
console.log(JSON.stringify({ bookings: n, scrubMs: Math.round(performance.now() - t0) }));
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
