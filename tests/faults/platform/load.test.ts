import pg from "pg";
import { describe, expect, it } from "vitest";
import { enquiry, pool, postEnquiry, useServerOnFreshPostgres } from "../../support/server-process";

const COUNT = Number(process.env.FAULT_LOAD_COUNT || 10_000);
const CONCURRENCY = 100;

describe("load on real PostgreSQL", () => {
  const fresh = useServerOnFreshPostgres();

  it(`when ${COUNT} enquiries arrive ${CONCURRENCY} at a time, then exactly ${COUNT} rows are stored, each equal to what was sent`, async () => {
    const t0 = Date.now();
    const results = await pool(COUNT, CONCURRENCY, (i) => postEnquiry(fresh.server.url, enquiry(i)));
    const seconds = (Date.now() - t0) / 1000;
    const failures = results.filter((r) => r.status !== 201);
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `load: ${COUNT} enquiries in ${seconds.toFixed(1)} s (${(COUNT / seconds).toFixed(0)}/s), p50 ${sorted[Math.floor(COUNT * 0.5)]} ms, p99 ${sorted[Math.floor(COUNT * 0.99)]} ms, failures ${failures.length}`,
    );
    expect(failures.slice(0, 3)).toEqual([]);

    const client = new pg.Client({ connectionString: fresh.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "select first_name, last_name, email, phone, country, state, trip_type, trip_category, group_size, preferred_dates, special_requests, why_this_trip, travel_experience, status from bookings",
    );
    await client.end();
    expect(rows).toHaveLength(COUNT);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    let mismatches = 0;
    for (let i = 0; i < COUNT; i++) {
      const e = enquiry(i);
      const r = byEmail.get(e.email);
      const same =
        r &&
        r.first_name === e.firstName && r.last_name === e.lastName && r.phone === e.phone && r.country === e.country &&
        r.state === e.state && r.trip_type === e.tripType && r.trip_category === e.tripCategory && r.group_size === e.groupSize &&
        r.preferred_dates === e.preferredDates && r.special_requests === e.specialRequests && r.why_this_trip === e.whyThisTrip &&
        r.travel_experience === e.travelExperience && r.status === "pending";
      if (!same) mismatches++;
    }
    console.log(`load: ${rows.length} rows stored, ${mismatches} differ from what was sent`);
    expect(mismatches).toBe(0);
  }, 240_000);
});
