// npm run bench:lighthouse — Lighthouse (mobile preset) on the production build, every public route,
// three runs each; prints the median scores and metrics and each route's verdict against the targets.
// Needs `npm run build` first. `node scripts/bench-lighthouse.mjs /faqs /` measures only those routes;
// LH_DIST=<folder> measures another build (e.g. an older one kept for comparison). `/trip` measures a
// visitor's trip page (an accepted quote's, made on the fly: scripts/bench-trip-link.mjs).
// LH_PROGRAMME_PAGES=3 measures instead the pages of that many programmes (/{catalogue}/{slug}), each
// given three photos through the desk's upload (4000 × 3000 JPEGs of the site's drawings with grain,
// as bench-photos.mjs makes them) and three departures, against the programme page's targets.
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { LIGHTHOUSE_CONFIG } from "./lighthouse-settings.mjs";
import * as chromeLauncher from "chrome-launcher";
import { signIn, startProduct } from "./bench-lib.mjs";
import { photographLike } from "./photo-upload.mjs";
import { findChromium } from "./ensure-chromium.mjs";
import { acceptedTripPath, TRIP_BENCH_ENV } from "./bench-trip-link.mjs";

const RUNS = Number(process.env.LH_RUNS || 3);
const DIST = process.env.LH_DIST || "dist";
// Targets for every route (medians): performance, blocking time, largest paint, layout shift
// (performance 100 and TBT <= 50 ms since the visit counter and the journey wave).
const PROGRAMME_PAGES = Number(process.env.LH_PROGRAMME_PAGES || 0);
// A programme's page: LCP <= 1.2 s (its first photo is the largest paint).
const TARGETS = { performance: 100, tbt: 50, lcp: PROGRAMME_PAGES ? 1200 : 1600, cls: 0.02 };
const only = process.argv.slice(2);

// An older build (LH_DIST) may have no trip page.
const tripPage = fs.existsSync(path.resolve(DIST, "pages/trip.html")) ? ["/trip"] : [];
const routes = [...(await import(path.resolve(DIST, "ssr/entry-server.js"))).ROUTES.filter((r) => r.public).map((r) => r.path), ...tripPage];
let targets = only.length ? routes.filter((r) => only.includes(r)) : routes;

// The production server on a free port, its embedded database in a temporary folder.
const product = await startProduct({ dist: DIST, env: { BACKUP_KEEP: "0", ...TRIP_BENCH_ENV } });
const base = product.base;
// LH_DEPARTURES=1: every bookable programme of the measured pages gets three upcoming departures
// through the desk's API (one with 3 places, so "3 places left" shows), as the company's site will
// have them: the served pages then carry their departures, their JSON copy and their Events.
if (PROGRAMME_PAGES) targets = await programmePagesWithPhotos(PROGRAMME_PAGES);
else if (process.env.LH_DEPARTURES) await addDepartures(targets);
const urlOf = async (route) => (route === "/trip" ? acceptedTripPath(base) : route);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || findChromium(),
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

// LH_ARTIFACTS=<folder> keeps each load's trace and network log as Lighthouse gathered them
// (<folder>/<route>-<run>/), for scripts/lighthouse-what-if.mjs to simulate again with changes.
const artifactsFlags = (route, i) => {
  if (!process.env.LH_ARTIFACTS) return {};
  const dir = path.resolve(process.env.LH_ARTIFACTS, `${route.replace(/\W+/g, "_")}-${i}`);
  return { gatherMode: dir, auditMode: dir };
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const rows = [];
try {
  for (const route of targets) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let lhr;
      // A load whose trace Lighthouse could not record (NO_NAVSTART, now and then) has no figures: it is loaded again.
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(`${base}${await urlOf(route)}`, { port: chrome.port, output: "json", logLevel: "error", ...artifactsFlags(route, i) }, LIGHTHOUSE_CONFIG));
        if (!lhr.runtimeError) break;
        console.error(`${route}: ${lhr.runtimeError.code}${attempt < 3 ? ", loading it again" : ""}`);
        if (attempt === 3) throw new Error(`${route}: Lighthouse could not measure it three times (${lhr.runtimeError.message})`);
      }
      // LH_SAVE=<folder> keeps each run's whole report, to read where the time went.
      if (process.env.LH_SAVE) fs.writeFileSync(path.join(process.env.LH_SAVE, `${route.replace(/\W+/g, "_")}-${i}.json`), JSON.stringify(lhr));
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        // Lighthouse's own measure of the machine's speed during the load: a busy or slower
        // machine goes straight into blocking time, since the 4x slowdown scales observed tasks.
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing: Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id),
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    const row = { route, perf: m("performance"), a11y: m("accessibility"), bp: m("bestPractices"), seo: m("seo"), fcp: m("fcp"), lcp: m("lcp"), tbt: m("tbt"), cls: m("cls"), benchmarkIndex: m("benchmarkIndex"), failing: [...new Set(runs.flatMap((r) => r.failing))] };
    rows.push(row);
    console.error(`${route}: perf ${row.perf} a11y ${row.a11y} bp ${row.bp} seo ${row.seo} LCP ${Math.round(row.lcp)} TBT ${Math.round(row.tbt)} CLS ${row.cls.toFixed(3)} benchmarkIndex ${Math.round(row.benchmarkIndex)}${row.failing.length ? `  (failing: ${row.failing.join(", ")})` : ""}`);
  }
} finally {
  await chrome.kill();
  await product.stop();
}

const misses = (r) => [
  r.perf < TARGETS.performance && `performance ${r.perf}`,
  r.tbt > TARGETS.tbt && `TBT ${Math.round(r.tbt)}`,
  r.lcp > TARGETS.lcp && `LCP ${Math.round(r.lcp)}`,
  r.cls > TARGETS.cls && `CLS ${r.cls.toFixed(3)}`,
].filter(Boolean);
console.log(`\nLighthouse ${RUNS} runs per route, mobile preset, median values (${DIST})`);
console.log(`Targets on every route: performance >= ${TARGETS.performance}, TBT <= ${TARGETS.tbt} ms, LCP <= ${TARGETS.lcp} ms, CLS <= ${TARGETS.cls}\n`);
console.log("| route | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | targets |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  const miss = misses(r);
  console.log(`| ${r.route} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${miss.length ? `FAIL (${miss.join(", ")})` : "pass"} |`);
}
const failing = rows.filter((r) => misses(r).length);
const indexes = rows.map((r) => Math.round(r.benchmarkIndex)).sort((a, b) => a - b);
console.log(`\nThe machine during the run (Lighthouse's benchmarkIndex, each route's median): ${indexes[0]}–${indexes.at(-1)}`);
console.log(`\n${rows.length - failing.length} of ${rows.length} routes meet every target${failing.length ? `; missing: ${failing.map((r) => r.route).join(", ")}` : ""}`);

async function addDepartures(paths) {
  const ssr = await import(path.resolve(DIST, "ssr/entry-server.js"));
  // The server's programmes are the migration's seed on a new database: the build's seed cards.
  const programmes = new Set(paths.flatMap((p) => ssr.catalogueProgrammes(p, ssr.seedCards ?? {})));
  await departuresFor(programmes);
  console.log(`added 3 departures to each of ${programmes.size} programmes`);
}

async function departuresFor(programmes) {
  const cookie = await signIn(base, TRIP_BENCH_ENV.ADMIN_USERNAME, TRIP_BENCH_ENV.ADMIN_PASSWORD);
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  for (const programme of programmes) {
    for (const [i, places] of [12, 3, 20].entries()) {
      const res = await fetch(`${base}/api/admin/departures`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ programme, startDate: day(30 + i * 45), endDate: day(35 + i * 45), pricePerPerson: 58_000 + i * 4_000, places }),
      });
      if (res.status !== 201) throw new Error(`departure refused: ${res.status} ${await res.text()}`);
    }
  }
}

/** The first `count` published programmes of the heaviest catalogues, each given three photos and three departures: their pages. */
async function programmePagesWithPhotos(count) {
  const cookie = await signIn(base, TRIP_BENCH_ENV.ADMIN_USERNAME, TRIP_BENCH_ENV.ADMIN_PASSWORD);
  const all = await (await fetch(`${base}/api/admin/programmes?status=published`, { headers: { cookie } })).json();
  const chosen = ["womens-retreats", "queer-womens-retreats", "slow-travel-cultural-immersion"].map((c) => all.find((p) => p.catalogue === c)).filter(Boolean).slice(0, count);
  const arts = fs.readdirSync("client/public/art").filter((f) => f.endsWith(".svg")).map((f) => f.slice(0, -4));
  for (const [i, programme] of chosen.entries()) {
    for (let k = 0; k < 3; k++) {
      const art = arts[(i * 3 + k) % arts.length];
      const form = new FormData();
      form.append("photo", new Blob([await photographLike(`client/public/art/${art}.svg`, { quality: 90 })], { type: "image/jpeg" }), `${art}.jpg`);
      form.append("alt", `The ${art.replace(/-/g, " ")} on the ${programme.title} retreat`);
      const res = await fetch(`${base}/api/admin/programmes/${programme.id}/photos`, { method: "POST", headers: { cookie }, body: form });
      if (res.status !== 201) throw new Error(`photo refused: ${res.status} ${await res.text()}`);
    }
  }
  await departuresFor(chosen.map((p) => p.title));
  console.log(`gave 3 photos and 3 departures to each of ${chosen.length} programmes`);
  return chosen.map((p) => `/${p.catalogue}/${p.slug}`);
}
