// npm run bench:profile — where the product's CPU goes on the enquiry path. Needs `npm run build`
// and PostgreSQL (BENCH_DATABASE_URL, default the local server). Runs the production server under
// `node --cpu-prof` with its request log on, sends enquiries for BENCH_SECONDS (default 15) from 20
// connections as bench-api.mjs does, lets delivery finish, and prints the functions with the most
// self time and the heaviest call paths by inclusive time. The profile stays in the folder it names.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { enquiryRequests, load, sleep, startProduct, stopChild, throwawayDatabase } from "./bench-lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const TOP = Number(process.env.BENCH_TOP || 30);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-profile-"));
const database = await throwawayDatabase();
try {
  const product = await startProduct({
    stdout: fs.openSync(path.join(dir, "server.log"), "w"),
    env: { DATABASE_URL: database.url, BOOKING_RATE_LIMIT: "100000000", TRUST_PROXY: "1", LOG_LEVEL: "info" },
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  const result = await load("POST /api/bookings", {
    url: `${product.base}/api/bookings`,
    connections: 20,
    duration: SECONDS,
    requests: enquiryRequests(product.base),
  }, product.child);
  console.log(`${result.total} enquiries, ${result.rps.toFixed(0)} req/s, p95 ${result.p95} ms, non-2xx ${result.non2xx}`);
  await sleep(3_000);
  await stopChild(product.child);
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no profile");
  report(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
  console.log(`\nprofile: ${path.join(dir, file)} (open it in Chrome DevTools' Performance panel)`);
} finally {
  await database.drop();
}

function report(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${url ? `${url.replace(/^.*\/(node_modules\/|dist\/)/, "")}:${lineNumber + 1}` : ""}`.trim();
  };
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const own = label(nodes.get(id));
    self.set(own, (self.get(own) ?? 0) + ms);
    // Each function once per sample, however deep it recurses.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(nodes.get(at));
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      seen.add(name);
    }
  });
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  print("self time", self);
  print("inclusive time", inclusive);
}
