// The benchmark's yardsticks: bare Express + pg, no middleware beyond the JSON body parser.
//   POST /insert  one plain INSERT of the enquiry
//   POST /same    exactly the statements the product sends for one accepted enquiry, taken from the
//                 product's enquiry procedure (scripts/enquiry-sql.ts), prepared as the product does
// Started by scripts/bench-api.mjs with `node --import tsx` so it can read that TypeScript module.
// With BASELINE_PGLITE_DIR instead of DATABASE_URL, /insert writes to an embedded database of its own
// in that folder, migrated like the product's (scripts/bench-enquiry.mjs), and /same is not offered.
import express from "express";
import pg from "pg";
import { enquiryPath, enquiryPathSetup } from "./enquiry-sql.ts";
import { enquiryMailSettings } from "../server/mail/settings.ts";

const WINDOW_MS = 60 * 60 * 1000;
const statements = enquiryPath(enquiryMailSettings());
// As high as the product's benchmark sets BOOKING_RATE_LIMIT, so neither refuses an enquiry.
const LIMIT = 100_000_000;
const pool = process.env.BASELINE_PGLITE_DIR ? await embeddedPool(process.env.BASELINE_PGLITE_DIR) : new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The product created it when it opened this database; creating it again is harmless.
if (!process.env.BASELINE_PGLITE_DIR) await pool.query(enquiryPathSetup());

/** The embedded database, opened as the product opens it, behind the one call the routes use. */
async function embeddedPool(dir) {
  const { openDatabase } = await import("../server/db/index.ts");
  const database = await openDatabase({ pgliteDir: dir });
  const client = database.db.$client;
  return { query: (q, values) => (typeof q === "string" ? client.query(q, values) : client.query(q.text, q.values)) };
}
const app = express();
app.use(express.json({ limit: "100kb" }));

app.post("/insert", async (req, res) => {
  const b = req.body;
  const { rows } = await pool.query(
    `insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, special_requests)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9) returning *`,
    [b.firstName, b.lastName, b.email, b.phone, b.country, b.tripType, b.tripCategory, b.groupSize, b.specialRequests ?? null],
  );
  res.status(201).json(rows[0]);
});

app.post("/same", async (req, res) => {
  // The product keys the counter by the visitor's address (one trusted proxy hop).
  const key = `booking:${req.headers["x-forwarded-for"] ?? req.socket.remoteAddress}`;
  let last;
  for (const s of statements) last = await pool.query({ name: s.name, text: s.text, values: s.values(req.body, key, WINDOW_MS, LIMIT) });
  res.status(201).json(last.rows[0].result);
});

app.listen(Number(process.env.PORT), "127.0.0.1", () => {
  console.log(`baseline ready: /same sends ${statements.map((s) => s.name).join(" + ")}`);
});
// A normal exit on a signal, so `node --cpu-prof` can write its profile.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
