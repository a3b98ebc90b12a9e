import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { heldSql } from "../../../server/storage/departures/held-sql";
import { DB_KINDS } from "../../support/database";
import { migrationsBefore, upgradePlace } from "../../support/upgrade";

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.each(DB_KINDS)("upgrading a database of the release before quotes could be released (%s)", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("when this release opens it, then every open quote still holds its places, none is released, and releasing one moves its departure's places version on", async () => {
    const where = await upgradePlace(kind);
    cleanups.push(where.drop);
    const prev = migrationsBefore("0033");
    cleanups.push(async () => fs.rmSync(prev, { recursive: true, force: true }));

    const old = await where.open(prev);
    const [{ id: departure }] = rows<{ id: number }>(
      await old.db.execute(sql`insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
        values ('She Leads', current_date + 60, current_date + 65, 58000, 6, 'asha') returning id`),
    );
    for (const [i, travellers] of [2, 1].entries()) {
      const [{ id: booking }] = rows<{ id: number }>(
        await old.db.execute(sql`insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, departure_id, created_at, updated_at)
          values (${`Guest ${i}`}, 'Iyer', ${`guest.${i}@example.com`}, '+91 98765 43210', 'India', 'retreat', 'Retreats', ${travellers}, ${departure}, now(), now()) returning id`),
      );
      await old.db.execute(sql`insert into quotes (booking_id, number, start_date, end_date, travellers, price_per_person, departure_id, region, base, discounts, extras, total, valid_until, created_by)
        values (${booking}, 1, current_date + 60, current_date + 65, ${travellers}, 58000, ${departure}, 'domestic', 58000, '[]', '[]', 58000, current_date + 7, 'asha')`);
    }
    await old.close();

    const now = await where.open();
    cleanups.push(() => now.close());
    const today = rows<{ today: string }>(await now.db.execute(sql`select current_date::text as today`))[0].today;
    const held = async () => Number(rows<{ held: number }>(await now.db.execute(sql`select ${heldSql(sql`${departure}::int`, today)} as held`))[0].held);
    expect(await held()).toBe(3);
    expect(rows(await now.db.execute(sql`select id from quotes where released_at is not null`))).toEqual([]);

    const version = async () => Number(rows<{ v: number }>(await now.db.execute(sql`select places_version as v from departures where id = ${departure}`))[0].v);
    const before = await version();
    await now.db.execute(sql`update quotes set released_at = now() where travellers = 2`);
    expect(await held()).toBe(1);
    expect(await version()).toBe(before + 1);
  });
});
