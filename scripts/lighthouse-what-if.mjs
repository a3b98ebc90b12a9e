// node scripts/lighthouse-what-if.mjs <folder>… [bytes:<part of a URL>=<bytes>]… [cpu=<factor>]
//
// Lighthouse's simulated figures (FCP, LCP, TBT) for loads it has already gathered
// (`LH_ARTIFACTS=<folder> node scripts/bench-lighthouse.mjs …` keeps one folder per load), simulated
// again as they were and with changes: `bytes:playfair=11900` makes every request whose URL holds
// "playfair" that many bytes on the wire, `cpu=0.8` makes every task on the page's main thread take
// 0.8 of its time (a machine a fifth quicker). The load itself is not repeated, so the two columns
// differ by the change alone: no noise from the machine between loads, which moves these figures by
// more than most changes to the page do (docs/performance.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { LIGHTHOUSE_CONFIG } from "./lighthouse-settings.mjs";

const args = process.argv.slice(2);
const folders = args.filter((a) => !a.includes("="));
const byteEdits = args.filter((a) => a.startsWith("bytes:")).map((a) => {
  const [part, bytes] = a.slice("bytes:".length).split("=");
  if (!part || !/^\d+$/.test(bytes ?? "")) throw new Error(`${a}: expected bytes:<part of a URL>=<bytes>`);
  return { part, bytes: Number(bytes) };
});
const cpuArg = args.find((a) => a.startsWith("cpu="));
const cpu = cpuArg ? Number(cpuArg.slice(4)) : 1;
if (!(cpu > 0)) throw new Error(`${cpuArg}: expected cpu=<a factor above 0>`);
if (folders.length === 0) {
  console.error("usage: node scripts/lighthouse-what-if.mjs <artifacts folder>… [bytes:<part of a URL>=<bytes>]… [cpu=<factor>]");
  process.exit(2);
}

const read = (dir, name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));

/** The network log with the matching requests' sizes changed. */
function withBytes(log) {
  const urls = new Map();
  for (const e of log) if (e.method === "Network.requestWillBeSent") urls.set(e.params.requestId, e.params.request.url);
  for (const e of log) {
    const url = urls.get(e.params?.requestId);
    const edit = url && byteEdits.find((b) => url.includes(b.part));
    if (!edit) continue;
    if (e.method === "Network.loadingFinished") e.params.encodedDataLength = edit.bytes;
    if (e.method === "Network.dataReceived") e.params.encodedDataLength = Math.min(e.params.encodedDataLength, edit.bytes);
  }
  return log;
}

/** The trace with every event of the page's main thread scaled in length (not moved in time). */
function withCpu(trace) {
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error("the trace has no first contentful paint");
  for (const e of events) {
    if (e.pid !== fcp.pid || e.tid !== fcp.tid || e.ph !== "X") continue;
    if (e.dur) e.dur = Math.round(e.dur * cpu);
    if (e.tdur) e.tdur = Math.round(e.tdur * cpu);
  }
  return trace;
}

async function simulate(dir, edited) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "what-if-"));
  try {
    for (const f of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, f), path.join(work, f));
    if (edited) {
      fs.writeFileSync(path.join(work, "defaultPass.devtoolslog.json"), JSON.stringify(withBytes(read(dir, "defaultPass.devtoolslog.json"))));
      if (cpu !== 1) fs.writeFileSync(path.join(work, "defaultPass.trace.json"), JSON.stringify(withCpu(read(dir, "defaultPass.trace.json"))));
    }
    const artifacts = read(dir, "artifacts.json");
    const { lhr } = await lighthouse(artifacts.URL.finalDisplayedUrl, { auditMode: work, output: "json", logLevel: "error" }, LIGHTHOUSE_CONFIG);
    const value = (id) => Math.round(lhr.audits[id].numericValue);
    return { fcp: value("first-contentful-paint"), lcp: value("largest-contentful-paint"), tbt: value("total-blocking-time") };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const change = [...byteEdits.map((b) => `${b.part} ${b.bytes} B`), cpu !== 1 && `CPU ×${cpu}`].filter(Boolean).join(", ") || "no change";
console.log(`Simulated again: as loaded → with ${change}\n`);
console.log("| load | FCP ms | LCP ms | TBT ms |");
console.log("|---|---|---|---|");
for (const dir of folders) {
  const before = await simulate(dir, false);
  const after = await simulate(dir, true);
  const cell = (k) => `${before[k]} → ${after[k]}`;
  console.log(`| ${path.basename(dir)} | ${cell("fcp")} | ${cell("lcp")} | ${cell("tbt")} |`);
}
