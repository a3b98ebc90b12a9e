// npm run bench:login-flood — does a flood of wrong sign-ins starve the site? Needs `npm run build`.
// Starts the production server (PGlite in a temporary folder, or BENCH_DATABASE_URL), keeps
// FLOOD_CONCURRENCY (default 200) wrong sign-ins in flight from one client, and meanwhile sends
// enquiries (POST /api/bookings) one after another; prints the enquiries' latency percentiles with and
// without the flood, and how the sign-ins were answered (401 checked, 503 shed by the hash queue).
// Every request goes to 127.0.0.1; the run is bounded in count and time and stops by itself.
import os from "node:os";
import { enquiryBody, percentile, startProduct, stopChild } from "./bench-lib.mjs";

const FLOOD = Number(process.env.FLOOD_CONCURRENCY || 200);
// waves: FLOOD sign-ins sent together, the next wave once all are answered (200 concurrent sign-ins).
// hammer: FLOOD clients each sending the next sign-in the moment one is answered, ignoring Retry-After.
const MODE = process.env.FLOOD_MODE === "hammer" ? "hammer" : "waves";
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES || 100);
const MAX_SECONDS = 300;

const product = await startProduct({
  stdout: "ignore",
  env: {
    DATABASE_URL: process.env.BENCH_DATABASE_URL || "",
    ADMIN_USERNAME: "asha",
    ADMIN_PASSWORD: "the right long password",
    // Limits high enough that every sign-in reaches the password check: the worst case for the CPU.
    LOGIN_RATE_LIMIT: "1000000",
    BOOKING_RATE_LIMIT: "1000000",
    LOG_LEVEL: "error",
  },
});
const base = product.base;
const deadline = setTimeout(async () => {
  console.error(`stopped after ${MAX_SECONDS} s`);
  await stopChild(product.child, 1_000);
  process.exit(1);
}, MAX_SECONDS * 1000);

let n = 0;
const enquiry = () => {
  n += 1;
  return JSON.stringify({ ...enquiryBody(n), formFillMs: 60_000, website: "" });
};

async function enquiryLatencies(count) {
  const ms = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/bookings`, { method: "POST", headers: { "Content-Type": "application/json" }, body: enquiry() });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`enquiry answered ${res.status}`);
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b);
}
const pct = percentile;
const line = (label, s) => console.log(`${label.padEnd(28)} p50 ${pct(s, 50).toFixed(0).padStart(5)} ms   p95 ${pct(s, 95).toFixed(0).padStart(5)} ms   max ${s[s.length - 1].toFixed(0).padStart(5)} ms   (${s.length} enquiries)`);

await enquiryLatencies(10); // warm-up
console.error("server up; measuring enquiries without a flood");
const quiet = await enquiryLatencies(ENQUIRIES);
console.error(`now with ${FLOOD} concurrent wrong sign-ins`);

const statuses = {};
let flooding = true;
const signInLatency = [];
async function signIn(i) {
  const t = performance.now();
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "asha", password: `wrong guess ${i}` }),
  }).catch(() => null);
  if (res) await res.arrayBuffer();
  signInLatency.push(performance.now() - t);
  const key = res ? String(res.status) : "error";
  statuses[key] = (statuses[key] ?? 0) + 1;
}
async function waves() {
  while (flooding) await Promise.all(Array.from({ length: FLOOD }, (_, i) => signIn(i)));
}
async function attacker(i) {
  while (flooding) await signIn(i);
}
const attackers = MODE === "waves" ? [waves()] : Array.from({ length: FLOOD }, (_, i) => attacker(i));
await new Promise((r) => setTimeout(r, 2_000)); // let the flood build up
const flooded = await enquiryLatencies(ENQUIRIES);
flooding = false;
await Promise.all(attackers);
clearTimeout(deadline);
await product.stop();

console.log(`\nSign-in flood (${MODE}): ${FLOOD} concurrent wrong sign-ins, enquiries sent one at a time meanwhile (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})\n`);
line("enquiries, no flood", quiet);
line("enquiries, during the flood", flooded);
const s = signInLatency.sort((a, b) => a - b);
console.log(`\nsign-in answers: ${Object.entries(statuses).map(([k, v]) => `${k}: ${v}`).join(", ")}   (503 = shed by the hash queue, with Retry-After)`);
console.log(`sign-in latency               p50 ${pct(s, 50).toFixed(0)} ms   p95 ${pct(s, 95).toFixed(0)} ms`);
