// npm run bench:delivery — what the delivery loop costs per message, by transport. Needs
// `npm run build` and PostgreSQL (BENCH_DATABASE_URL, default the local server).
//
// For each transport, the outbox of a fresh database is filled with BENCH_ENQUIRIES enquiries
// (default 4,000, two messages each) through the product's own enquiry statement sent by bare `pg`,
// with no product process running, so nothing is sent yet. Then the production server starts and
// its delivery loop empties the outbox, while nothing else reaches it. Printed: messages per second,
// and CPU per message of the server, of the SMTP server (where there is one) and of the whole
// machine (PostgreSQL included). The API benchmark charges this work to (b) for the messages
// delivered during its runs; this script shows what each transport costs on its own.
//
// Transports: .eml files in a folder on the disk (SMTP_URL unset, as bench:api runs), the same
// folder on tmpfs (/dev/shm, where the machine has it), and SMTP to a local smtp-server that
// reads and discards each message (a deployment's mail server, on the same machine here).
//
// Run with `node --import tsx`, so it can read the product's TypeScript module of the enquiry SQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { enquiryPath } from "./enquiry-sql.ts";
import { enquiryMailSettings } from "../server/mail/settings.ts";
import { cpuSeconds, enquiryBody, sleep, startProduct, stopChild, throwawayDatabase } from "./bench-lib.mjs";

const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES || 4000);
const CONCURRENCY = 20;
const LIMIT = 100_000_000;
const WINDOW_MS = 60 * 60 * 1000;

/** Seconds of CPU the whole machine has spent (every process, user and system). */
function machineSeconds() {
  const f = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return (f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) / 100;
}

/** The SMTP server: this script again in a process of its own, so its CPU is measured apart. */
async function startSink() {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1], "--sink"], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => {
      const m = /sink ready (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`the SMTP server exited (${code})`)));
  });
  return { child, url: `smtp://127.0.0.1:${port}` };
}

if (process.argv[2] === "--sink") {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, cb) {
      stream.on("end", () => cb());
      stream.resume();
    },
  });
  server.listen(0, "127.0.0.1", () => console.log(`sink ready ${server.server.address().port}`));
  process.on("SIGTERM", () => process.exit(0));
} else {
  await main();
}

async function fill(url) {
  const statements = enquiryPath(enquiryMailSettings());
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  let next = 0;
  const worker = async () => {
    while (next < ENQUIRIES) {
      const n = ++next;
      for (const s of statements) await pool.query({ name: s.name, text: s.text, values: s.values(enquiryBody(n), `booking:10.9.${n >> 8}.${n & 255}`, WINDOW_MS, LIMIT) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await pool.end();
}

async function measure(name, env, sink) {
  const database = await throwawayDatabase();
  try {
    // The product creates the schema and the enquiry procedure; its outbox is still empty.
    const migrate = await startProduct({ env: { DATABASE_URL: database.url } });
    await migrate.stop();
    await fill(database.url);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const waiting = async () => Number((await db.query("select count(*) from mail_outbox where status in ('queued', 'sending')")).rows[0].count);
    const product = await startProduct({ env: { DATABASE_URL: database.url, LOG_LEVEL: "info", ...env } });
    // From here on: the server is up, so its start-up is not counted, only what is left to send.
    const [machine0, server0, sink0, t0, left] = [machineSeconds(), cpuSeconds(product.child.pid), sink ? cpuSeconds(sink.child.pid) : 0, Date.now(), await waiting()];
    while ((await waiting()) > 0) await sleep(50);
    const seconds = (Date.now() - t0) / 1000;
    const perMessage = (s) => ((s * 1000) / left).toFixed(3);
    const row = {
      name,
      messages: left,
      rate: (left / seconds).toFixed(0),
      server: perMessage(cpuSeconds(product.child.pid) - server0),
      sink: sink ? perMessage(cpuSeconds(sink.child.pid) - sink0) : "–",
      machine: perMessage(machineSeconds() - machine0),
    };
    await product.stop();
    await db.end();
    return row;
  } finally {
    await database.drop();
  }
}

async function main() {
  const rows = [];
  const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-delivery-"));
  rows.push(await measure("files on the disk", { MAIL_DIR: path.join(diskDir, "mail") }));
  fs.rmSync(diskDir, { recursive: true, force: true });
  if (fs.existsSync("/dev/shm")) {
    const shmDir = fs.mkdtempSync("/dev/shm/ilj-delivery-");
    rows.push(await measure("files on tmpfs", { MAIL_DIR: path.join(shmDir, "mail") }));
    fs.rmSync(shmDir, { recursive: true, force: true });
  }
  const sink = await startSink();
  try {
    rows.push(await measure("SMTP to a local server", { SMTP_URL: sink.url }, sink));
  } finally {
    await stopChild(sink.child);
  }
  console.log(`\nDelivery loop: ${ENQUIRIES} enquiries queued beforehand, the outbox emptied by one server process, ${os.cpus().length} CPUs\n`);
  console.log("| transport | messages | messages/s | server CPU ms/message | SMTP server CPU ms/message | machine CPU ms/message |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.messages} | ${r.rate} | ${r.server} | ${r.sink} | ${r.machine} |`);
}
