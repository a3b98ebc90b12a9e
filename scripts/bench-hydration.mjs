// npm run bench:hydration — long tasks while a prerendered page loads and hydrates, measured in
// Chromium with the CPU slowed 4× (as Lighthouse's mobile preset assumes). Lighthouse's scores swing
// with whatever else the machine runs; this compares builds side by side in one run instead:
// pass several built dist folders and the runs interleave, so noise hits every build alike.
//
//   node scripts/bench-hydration.mjs [--dist dist] [--dist .tmp/before/dist] [route ...]
//   HYD_RUNS (default 5) loads per route and build; the median is printed. Beside the long tasks, the
//   main thread's whole time (Chromium's TaskDuration, every task to the end of the load and 1.5 s after).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { startProduct } from "./bench-lib.mjs";

const RUNS = Number(process.env.HYD_RUNS || 5);
const CPU_SLOWDOWN = Number(process.env.HYD_CPU || 4);
// Lighthouse's budgets: a task over 50 ms blocks input; the targets below are per route.
const TBT_TARGET = 100;

const args = process.argv.slice(2);
const dists = [];
const only = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") dists.push(args[++i]);
  else only.push(args[i]);
}
if (dists.length === 0) dists.push("dist");

const ssr = await import(pathToFileURL(path.resolve(dists[0], "ssr/entry-server.js")).href);
const routes = ssr.ROUTES.filter((r) => r.public).map((r) => r.path).filter((r) => only.length === 0 || only.includes(r));

const servers = [];
async function startServer(dist) {
  const product = await startProduct({ dist });
  servers.push(product);
  return product.base;
}

// Registered before any script runs, so tasks of module evaluation and hydration are all seen.
const OBSERVE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
};

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Every task's time, long or not: a steadier measure of the main thread's work than blocking time,
  // which counts only what each task spends beyond 50 ms and so jumps as tasks split or merge.
  await cdp.send("Performance.enable");
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: "networkidle" });
  // Hydration of deferred sections continues after the network is quiet: wait for a quiet main thread.
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    // Every script the page fetched, lazy chunks included, as sent (gzip from the server).
    const js = performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname.endsWith(".js"));
    return { fcp, tasks: window.__longTasks, jsBytes: js.reduce((n, e) => n + e.encodedBodySize, 0), jsFiles: js.length };
  });
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  await context.close();
  if (errors.length) throw new Error(`${url}: ${errors.join("; ")}`);
  const tasks = result.tasks.filter(([start]) => start >= result.fcp);
  return {
    longest: Math.max(0, ...result.tasks.map(([, d]) => d)),
    tbt: tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0),
    count: result.tasks.length,
    mainThread: metric("TaskDuration"),
    script: metric("ScriptDuration"),
    styleLayout: metric("RecalcStyleDuration") + metric("LayoutDuration"),
    jsBytes: result.jsBytes,
    jsFiles: result.jsFiles,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let browser;
try {
  const bases = [];
  for (const dist of dists) bases.push(await startServer(dist));
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const rows = [];
  for (const route of routes) {
    const samples = dists.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // Alternate which build goes first so neither always meets a warmer or colder machine.
      const order = dists.map((_, i) => i);
      if (run % 2) order.reverse();
      for (const i of order) samples[i].push(await measure(browser, bases[i] + route));
    }
    for (const [i, dist] of dists.entries()) {
      const s = samples[i];
      const row = { route, dist, longest: median(s.map((x) => x.longest)), tbt: median(s.map((x) => x.tbt)), mainThread: median(s.map((x) => x.mainThread)), script: median(s.map((x) => x.script)), styleLayout: median(s.map((x) => x.styleLayout)), count: median(s.map((x) => x.count)), jsBytes: median(s.map((x) => x.jsBytes)), jsFiles: median(s.map((x) => x.jsFiles)) };
      rows.push(row);
      console.error(`${route} [${dist}]: longest ${row.longest.toFixed(0)} ms, TBT ${row.tbt.toFixed(0)} ms, main thread ${row.mainThread.toFixed(0)} ms`);
    }
  }
  console.log(`\nHydration long tasks: ${RUNS} loads per route and build, CPU slowed ${CPU_SLOWDOWN}×, median values (target: blocking ≤ ${TBT_TARGET} ms)\n`);
  console.log("| route | build | longest task ms | blocking ms (tasks after FCP, each beyond 50 ms) | long tasks | main thread ms (every task) | of it script | of it style and layout | JS fetched (gzip, lazy chunks included) | target |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(`| ${r.route} | ${r.dist} | ${r.longest.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.count} | ${r.mainThread.toFixed(0)} | ${r.script.toFixed(0)} | ${r.styleLayout.toFixed(0)} | ${(r.jsBytes / 1024).toFixed(1)} KB in ${r.jsFiles} files | ${r.tbt <= TBT_TARGET ? "pass" : "FAIL"} |`);
  }
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
}
