// node scripts/bench-catalogue-pages.mjs — a catalogue page's HTML drawn from the stored programmes,
// at 200 published programmes and 2,000 departures, on real PostgreSQL (BENCH_DATABASE_URL, default
// the local server). Needs `npm run build` first. Prints req/s and latency percentiles of a
// catalogue page as a visitor gets it (rendered once per change of the programmes or departures,
// then served from the cache), of a search view, and of a view rendered at every request (a new
// search each time: the cost of the render itself), each against the 20 ms p95 target.
import pg from "pg";
import { fmtMs, load, publishProgrammes, seedDepartures, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES || 200);
const DEPARTURES = Number(process.env.BENCH_DEPARTURES || 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const TARGET_MS = 20;

const database = await throwawayDatabase();
let product;
try {
  product = await startProduct({ env: { DATABASE_URL: database.url } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const names = (await publishProgrammes(db, PROGRAMMES)).map((r) => r.title);
  await seedDepartures(db, names, DEPARTURES, 7);
  await db.query("analyze");
  const { rows: per } = await db.query("select catalogue, count(*)::int as n from programmes where status = 'published' group by catalogue order by n desc");
  console.log(`${names.length} published programmes, ${DEPARTURES} departures; /${per[0].catalogue} has ${per[0].n} cards`);

  const page = `/${per[0].catalogue}`;
  let word = 0;
  const cases = [
    [`GET ${page} (the page as served)`, () => page],
    [`GET ${page}?q=yoga (a search view)`, () => `${page}?q=yoga`],
    [`GET ${page}?q=<new each time> (rendered at every request)`, () => `${page}?q=${(word++).toString(36)}`],
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each; p95 target ${TARGET_MS} ms`);
  for (const [title, url] of cases) {
    const first = await fetch(`${product.base}${url()}`);
    const html = await first.text();
    const cards = (html.match(/<article\b/g) ?? []).length;
    console.log(`${title}: ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB of HTML`);
    // Each request asks for the URL anew, so the last case is a new view every time; as a browser
    // does, it takes gzip (the server keeps each page's gzip beside it).
    const requests = [{ setupRequest: (req) => ({ ...req, path: url(), headers: { ...req.headers, "accept-encoding": "gzip" } }) }];
    const r = await load(title, { url: `${product.base}${url()}`, connections: CONNECTIONS, duration: SECONDS, requests }, product.child);
    console.log(
      `${title.padEnd(60)} ${String(cards).padStart(4)} cards ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${fmtMs(r.p50)}  p95 ${fmtMs(r.p95)}  p99 ${fmtMs(r.p99)} ms  ` +
        `non-2xx ${r.non2xx}  ${r.p95 <= TARGET_MS ? "within" : "OVER"} the target`,
    );
  }
  await db.end();
} finally {
  await product?.stop();
  await database.drop();
}
