import fc from "fast-check";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { useServerOnFreshPostgres } from "../../support/server-process";
import { invalidEnquiry } from "../../support/generators";
import { apiPaths } from "@shared/api-paths";

const RUNS = Number(process.env.FAULT_BAD_INPUT_RUNS || 5_000);

describe("hostile input against the running server", () => {
  const fresh = useServerOnFreshPostgres();

  it(`when ${RUNS} generated bad payloads arrive, then none is a server error and no row is stored`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(invalidEnquiry, async (raw) => {
        const res = await fetch(`${fresh.server.url}${apiPaths.enquiries.href()}`, { method: "POST", headers: { "content-type": "application/json" }, body: raw });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const client = new pg.Client({ connectionString: fresh.databaseUrl });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from bookings");
    await client.end();
    console.log(`bad input: ${RUNS} payloads, statuses ${JSON.stringify(Object.fromEntries(statuses))}, rows stored ${rows[0].n}`);
    expect(rows[0].n).toBe(0);
  }, 240_000);
});
