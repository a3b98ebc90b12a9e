// The yardstick of npm run bench:events: bare Express + pg, one INSERT of the event per request into
// the product's own visit_events table (no validation, no salt, no rate limit, no batching).
import express from "express";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.use(express.json({ limit: "4kb", type: ["application/json", "text/plain"] }));

app.post("/events", async (req, res) => {
  const b = req.body;
  await pool.query({
    name: "event_insert",
    text: `insert into visit_events (day, type, visitor, path, programme, source, campaign) values (current_date, $1, $2, $3, $4, $5, $6)`,
    values: [b.type, String(req.headers["x-forwarded-for"] ?? ""), b.path, b.programme ?? null, b.referrer ?? "direct", b.utmCampaign ?? null],
  });
  res.status(202).end();
});

app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("baseline ready"));
