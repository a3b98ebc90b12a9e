import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CATALOGUE_KEYS } from "@shared/catalogue/catalogues";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";
import { createStorage } from "../../../server/storage";
import { systemClock } from "../../../server/core/clock";
import { DB_KINDS } from "../../support/database";
import { migrationsBefore, upgradePlace } from "../../support/upgrade";
import { updateProgramme } from "../../../server/use-cases/change-programme";

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.each(DB_KINDS)("upgrading a database of the release before programmes were records (%s)", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("when this release opens it, then every catalogue shows the cards it showed, one by one, and its departures and bookings name their programmes", async () => {
    const where = await upgradePlace(kind);
    cleanups.push(where.drop);
    const prev = migrationsBefore("0028");
    cleanups.push(async () => fs.rmSync(prev, { recursive: true, force: true }));

    const old = await where.open(prev);
    const trips: [string, string][] = [
      ["Soul & Identity Retreat", "2027-04-14"],
      ["Lisbon Full-Stack Code Camp", "2027-05-02"],
      ["Soul & Identity Retreat", "2027-06-20"],
      ["A Programme No Card Ever Had", "2027-07-01"],
    ];
    for (const [programme, start] of trips) {
      await old.db.execute(sql`
        insert into departures (programme, start_date, end_date, price_per_person, places, created_by)
        values (${programme}, ${start}::date, ${start}::date + 5, 58000, 12, 'asha')`);
    }
    for (const [i, name] of ["Soul & Identity Retreat", "Lisbon Full-Stack Code Camp", "Rainbow Roots Collective"].entries()) {
      await old.db.execute(sql`
        insert into bookings (first_name, last_name, email, phone, country, trip_type, trip_category, group_size, source_programme, departure_id, created_at, updated_at)
        values (${`Guest ${i}`}, 'Iyer', ${`guest.${i}@example.com`}, '+91 98765 43210', 'India', 'retreat', 'Retreats', 2, ${name},
                (select id from departures where programme = ${name} order by id limit 1), now(), now())`);
    }
    const departuresBefore = rows<Record<string, unknown>>(await old.db.execute(sql`select * from departures order by id`));
    const bookingsBefore = rows<Record<string, unknown>>(await old.db.execute(sql`select * from bookings order by id`));
    await old.close();

    const current = await where.open();
    cleanups.push(() => current.close());
    const storage = createStorage(current.db, systemClock);

    const cards = await storage.programmes.publishedCards();
    for (const catalogue of CATALOGUE_KEYS) {
      expect(cards[catalogue], catalogue).toHaveLength(SEED_CARDS[catalogue].length);
      SEED_CARDS[catalogue].forEach((item, i) => expect(cards[catalogue][i], `${catalogue} card ${i + 1}`).toStrictEqual(item));
    }

    const departuresAfter = rows<Record<string, unknown>>(await current.db.execute(sql`select d.*, p.title from departures d left join programmes p on p.id = d.programme_id order by d.id`));
    expect(departuresAfter).toHaveLength(departuresBefore.length);
    for (const [i, row] of departuresAfter.entries()) {
      for (const [column, value] of Object.entries(departuresBefore[i])) expect(row[column], column).toEqual(value);
      expect(row.title, String(row.programme)).toBe(row.programme === "A Programme No Card Ever Had" ? null : row.programme);
    }
    const bookingsAfter = rows<Record<string, unknown>>(await current.db.execute(sql`select * from bookings order by id`));
    const kept = (r: Record<string, unknown>) => ({ id: r.id, email: r.email, source_programme: r.source_programme, departure_id: r.departure_id });
    expect(bookingsAfter.map(kept)).toEqual(bookingsBefore.map(kept));

    // A renamed programme keeps the departures and bookings the previous release wrote.
    const soul = (await storage.programmes.adminProgrammes({ catalogue: "womens-retreats" })).find((p) => p.slug === "soul-identity")!;
    await updateProgramme(storage, soul.id, { version: soul.version, title: "Soul & Identity Week" }, "asha", "2027-01-01");
    const renamed = rows<{ programme: string }>(await current.db.execute(sql`select programme from departures where programme_id = ${soul.id}`));
    expect(renamed.map((r) => r.programme)).toEqual(["Soul & Identity Week", "Soul & Identity Week"]);
    const booking = rows<{ source_programme: string }>(await current.db.execute(sql`select source_programme from bookings where first_name = 'Guest 0'`));
    expect(booking[0].source_programme).toBe("Soul & Identity Week");
  }, 240_000);
});
