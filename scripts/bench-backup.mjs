// npm run bench:backup — what a backup of the embedded database costs. Needs `npm run build` first.
// Starts the production server on a fresh PGLITE_DIR, stores BENCH_ROWS (10,000) enquiries, then keeps
// BENCH_CONNECTIONS clients sending enquiries while it asks for BENCH_BACKUPS backups (SIGUSR2), and
// prints each backup's duration and size, and the enquiry latencies seen with and without a backup
// running.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { enquiryBody, sleep, startProduct } from "./bench-lib.mjs";

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BACKUPS = Number(process.env.BENCH_BACKUPS || 3);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-bench-backup-"));
const backupDir = path.join(tmp, "backups");
const pgliteDir = path.join(tmp, "pglite");
// The same data and backup folders across the restart below.
const startServer = () => startProduct({
  stdout: "inherit",
  env: { BOOKING_RATE_LIMIT: "100000000", SESSION_SECRET: "bench-backup-bench-backup-bench-backup", PGLITE_DIR: pgliteDir, BACKUP_DIR: backupDir, BACKUP_KEEP: "100" },
});
let server = await startServer();
let url = server.base;
const backups = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((n) => n.endsWith(".tar.gz")) : []);
async function cleanup() {
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

let n = 0;
async function enquiry() {
  n += 1;
  const t0 = performance.now();
  const res = await fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...enquiryBody(n), specialRequests: "Vegetarian meals, a quiet room. ".repeat(n % 8) }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`enquiry answered ${res.status}`);
  return { start: t0, end: performance.now() };
}

try {
  // One enquiry through the API, copied ROWS - 1 times in SQL while the server is stopped (quicker
  // than ROWS requests, and the rows are the same shape; each copy draws its own reference).
  await enquiry();
  await server.stop();
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(pgliteDir);
  const { rows: cols } = await db.query("select column_name from information_schema.columns where table_name = 'bookings' and column_name not in ('id', 'reference')");
  const list = cols.map((c) => `"${c.column_name}"`).join(", ");
  await db.exec(`insert into bookings (${list}) select ${list} from bookings, generate_series(1, ${ROWS - 1})`);
  await db.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
  server = await startServer();
  url = server.base;
  // The backup taken at start must not count as one of ours.
  while (backups().length === 0) await sleep(50);
  console.log(`${ROWS} enquiries stored; the backup at start took about as long as the ones below`);

  const requests = [];
  let stop = false;
  const load = Promise.all(Array.from({ length: CONNECTIONS }, async () => { while (!stop) requests.push(await enquiry()); }));
  await sleep(2_000);
  const windows = [];
  for (let i = 0; i < BACKUPS; i++) {
    const before = new Set(backups());
    const start = performance.now();
    server.child.kill("SIGUSR2");
    let file;
    while (!(file = backups().find((f) => !before.has(f)))) await sleep(5);
    const end = performance.now();
    windows.push({ start, end, bytes: fs.statSync(path.join(backupDir, file)).size });
    await sleep(2_000);
  }
  stop = true;
  await load;

  const during = requests.filter((r) => windows.some((w) => r.end >= w.start && r.start <= w.end)).map((r) => r.end - r.start);
  const outside = requests.filter((r) => !windows.some((w) => r.end >= w.start - 500 && r.start <= w.end + 500)).map((r) => r.end - r.start);
  const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] : NaN);
  const ms = (x) => `${Math.round(x)} ms`;
  for (const [i, w] of windows.entries()) console.log(`backup ${i + 1}: ${ms(w.end - w.start)}, ${(w.bytes / 1024 / 1024).toFixed(1)} MiB`);
  console.log(`enquiries during a backup: ${during.length}, p50 ${ms(pct(during, 50))}, p99 ${ms(pct(during, 99))}, longest ${ms(Math.max(...during))}`);
  console.log(`enquiries with no backup:  ${outside.length}, p50 ${ms(pct(outside, 50))}, p99 ${ms(pct(outside, 99))}, longest ${ms(Math.max(...outside))}`);
  console.log(`(${CONNECTIONS} clients sending enquiries without pause, ${ROWS + requests.length} enquiries stored in all, ${os.cpus().length} CPUs)`);
} finally {
  await cleanup();
}
