// node scripts/bench-programme-page.mjs — a programme's own page (/{catalogue}/{slug}) at 200 published
// programmes, each with a week's itinerary, what's included, where you stay and its questions, and 2,000
// departures, on real PostgreSQL (BENCH_DATABASE_URL, default the local server). Needs `npm run build`
// first. Prints req/s and latency percentiles of one programme's page as a visitor gets it (rendered once
// per change of the programmes or departures, then served from the cache), of every programme's page in
// turn, and of a page rendered at every request (a new Host each time, which the page's links are made
// for: the cost of the render itself), each against the 20 ms p95 target.
import pg from "pg";
import { fmtMs, load, publishProgrammes, seedDepartures, startProduct, throwawayDatabase } from "./bench-lib.mjs";

const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES || 200);
const DEPARTURES = Number(process.env.BENCH_DEPARTURES || 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const TARGET_MS = 20;

const itinerary = JSON.stringify(
  Array.from({ length: 7 }, (_, i) => ({ day: i + 1, title: `Day ${i + 1} of the retreat`, text: "A slow morning practice, a shared lunch and an afternoon walk with time to write.\n\nEvenings by the fire." })),
);
const list = (n, what) => JSON.stringify(Array.from({ length: n }, (_, i) => `${what} ${i + 1}`));
const faq = JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ question: `A question visitors ask, number ${i + 1}?`, answer: "A plain answer of two or three sentences, as the desk writes them." })));

const database = await throwawayDatabase();
let product;
try {
  product = await startProduct({ env: { DATABASE_URL: database.url } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  // The seeded programmes, then copies of them, up to PROGRAMMES published; every one given each page section.
  const pages = await publishProgrammes(db, PROGRAMMES);
  await db.query(
    `update programmes set itinerary = $1::jsonb, included = $2::jsonb, not_included = $3::jsonb, stay = 'A house of eight rooms above the valley, each with its own veranda.', faq = $4::jsonb,
       version = version + 1, updated_at = now() where status = 'published'`,
    [itinerary, list(6, "Included item"), list(3, "Not included item"), faq],
  );
  const names = pages.map((r) => r.title);
  await seedDepartures(db, names, DEPARTURES, 7);
  await db.query("analyze");
  const paths = pages.map((p) => `/${p.catalogue}/${p.slug}`);
  console.log(`${paths.length} published programmes, ${DEPARTURES} departures`);
  // The programmes are looked at every 10 s: wait for the page of the last one added.
  for (let tries = 0; (await fetch(`${product.base}${paths.at(-1)}`)).status !== 200; tries++) {
    if (tries > 30) throw new Error(`${paths.at(-1)} was not served`);
    await new Promise((r) => setTimeout(r, 1_000));
  }

  let next = 0;
  let host = 0;
  const cases = [
    [`GET ${paths[0]} (one page as served)`, () => ({ path: paths[0] })],
    [`GET every programme's page in turn (${paths.length} pages)`, () => ({ path: paths[next++ % paths.length] })],
    ["GET a page rendered at every request (a new Host each time)", () => ({ path: paths[next++ % paths.length], headers: { host: `h${(host++).toString(36)}.example` } })],
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each; p95 target ${TARGET_MS} ms`);
  for (const [title, request] of cases) {
    const first = await fetch(`${product.base}${request().path}`);
    const html = await first.text();
    const departures = (html.match(/data-departure=/g) ?? []).length;
    const requests = [
      {
        setupRequest: (req) => {
          const r = request();
          // As a browser does, it takes gzip.
          return { ...req, path: r.path, headers: { ...req.headers, "accept-encoding": "gzip", ...(r.headers ?? {}) } };
        },
      },
    ];
    const r = await load(title, { url: `${product.base}${paths[0]}`, connections: CONNECTIONS, duration: SECONDS, requests }, product.child);
    console.log(
      `${title.padEnd(64)} ${String(departures).padStart(3)} departures ${(html.length / 1024).toFixed(0).padStart(4)} kB ${Math.round(r.rps).toString().padStart(6)} req/s  ` +
        `p50 ${fmtMs(r.p50)}  p95 ${fmtMs(r.p95)}  p99 ${fmtMs(r.p99)} ms  non-2xx ${r.non2xx}  ${r.p95 <= TARGET_MS ? "within" : "OVER"} the target`,
    );
  }
  await db.end();
} finally {
  await product?.stop();
  await database.drop();
}
