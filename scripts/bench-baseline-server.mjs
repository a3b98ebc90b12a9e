// The benchmark's yardstick: a bare Express route doing the same single INSERT as POST /api/bookings.
import express from "express";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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
// The same database work as the product's POST: the per-visitor rate-limit counter, then the insert.
app.post("/counter-and-insert", async (req, res) => {
  const b = req.body;
  const key = `booking:${req.headers["x-forwarded-for"] ?? "local"}`;
  await pool.query(
    `insert into rate_limits (key, hits, reset_at)
       select $1, 1, now() + interval '1 hour' from (select set_config('synchronous_commit', 'off', true)) as relaxed
     on conflict (key) do update set hits = rate_limits.hits + 1 returning hits`,
    [key],
  );
  const { rows } = await pool.query(
    `insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, special_requests)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9) returning *`,
    [b.firstName, b.lastName, b.email, b.phone, b.country, b.tripType, b.tripCategory, b.groupSize, b.specialRequests ?? null],
  );
  res.status(201).json(rows[0]);
});
app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("baseline ready"));
