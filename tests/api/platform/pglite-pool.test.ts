import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase, type TestDb } from "../../support/database";
import { lendPglite, pgliteLending } from "../../support/pglite-pool";

type Rows<T> = { rows: T[] };

async function rows<T>(db: TestDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.database.db.execute(query)) as unknown as Rows<T>).rows;
}

/** Every table's rows (as one hash and a count) and every sequence's position. */
async function state(db: TestDb): Promise<unknown> {
  const tables = await rows<{ t: string }>(db, sql`select format('%I.%I', schemaname, relname) as t from pg_stat_user_tables order by 1`);
  const out: Record<string, unknown> = {};
  for (const { t } of tables) {
    out[t] = (await rows(db, sql.raw(`select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h, count(*)::int as n from ${t} x`)))[0];
  }
  out.sequences = await rows(db, sql`select sequencename, last_value from pg_sequences order by 1`);
  out.searchPath = await rows(db, sql`show search_path`);
  return out;
}

/**
 * The API tests' in-memory PGlites are lent from file to file (tests/support/pglite-pool.ts): what one
 * file leaves must not reach the next.
 */
describe("a PGlite lent to one test file and then another", () => {
  it("when a file wrote rows, moved sequences, changed its session and listened, then the next file's database is as a new one's", async () => {
    const fresh = await freshDatabase("pglite", undefined, { unused: true });
    const migrated = await state(fresh);
    // What a test file may leave: rows in a seeded table and others, sequences moved, a zone for money
    // days, a session setting, a prepared plan, an advisory lock and a listener.
    await fresh.database.db.execute(sql`insert into users (username, password, role) values ('left-behind', 'x', 'admin')`);
    await fresh.database.db.execute(sql`update money_days_zone set time_zone = 'Europe/London'`);
    await fresh.database.db.execute(sql`select nextval('bookings_id_seq'), nextval('bookings_id_seq')`);
    await fresh.database.db.execute(sql`set statement_timeout = 1234`);
    await fresh.database.db.execute(sql`select pg_advisory_lock(99)`);
    const heard: string[] = [];
    const notifications = fresh.database.notifications;
    if (notifications.kind !== "pglite") throw new Error("an in-memory PGlite delivers its own NOTIFYs");
    await notifications.listen("left_behind", (p) => heard.push(p));
    const lentBefore = pgliteLending.lentAgain;
    await fresh.drop();

    const next = await freshDatabase("pglite");
    try {
      expect(pgliteLending.lentAgain).toBe(lentBefore + 1);
      expect(await state(next)).toEqual(migrated);
      expect(await rows(next, sql`show statement_timeout`)).toEqual([{ statement_timeout: "0" }]);
      expect(await rows(next, sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`)).toEqual([{ n: 0 }]);
      await next.database.db.execute(sql`notify left_behind, 'heard by the file before'`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    } finally {
      await next.drop();
    }
  });

  it("when a file has given its database back, then a query on it fails as on a closed one, and nothing reaches the next file", async () => {
    const first = await freshDatabase("pglite");
    await first.drop();
    await expect(first.database.db.execute(sql`insert into users (username, password) values ('late', 'x')`)).rejects.toThrow();
    expect(await first.database.ping()).toBe(false);
    const next = await freshDatabase("pglite");
    try {
      expect(await rows(next, sql`select username from users where username = 'late'`)).toEqual([]);
    } finally {
      await next.drop();
    }
  });

  it("when a file has given its PGlite back, then every call on what it holds is refused but close, which leaves the next file's PGlite open", async () => {
    // One given back first, so the PGlite lent below is one the pool keeps.
    const warm = await freshDatabase("pglite");
    await warm.drop();
    const lent = await lendPglite(() => Promise.reject(new Error("an idle PGlite was expected")));
    const held = lent.client;
    await lent.giveBack();
    expect(held.closed).toBe(true);
    await expect(held.query("select 1")).rejects.toThrow(/closed/);
    await expect(held.describeQuery("select 1")).rejects.toThrow(/closed/);
    await expect(held.unlisten("anything")).rejects.toThrow(/closed/);
    await held.close();
    const next = await freshDatabase("pglite");
    try {
      expect(await next.database.ping()).toBe(true);
    } finally {
      await next.drop();
    }
  });

  it("when a file changed the schema, then its PGlite is not lent again", async () => {
    const changed = await freshDatabase("pglite");
    await changed.database.db.execute(sql`create table left_behind (id int)`);
    const refused = pgliteLending.notLentAgain;
    await changed.drop();
    expect(pgliteLending.notLentAgain).toBe(refused + 1);
    const next = await freshDatabase("pglite");
    try {
      expect(await rows(next, sql`select to_regclass('left_behind') as t`)).toEqual([{ t: null }]);
    } finally {
      await next.drop();
    }
  });

  it("when a test reads a lent-again database's bytes, then it is refused, and an unused one's are given", async () => {
    const first = await freshDatabase("pglite");
    await first.drop();
    const again = await freshDatabase("pglite");
    try {
      await expect(again.database.dumpDataDir!()).rejects.toThrow(/lent to another test file/);
    } finally {
      await again.drop();
    }
    const unused = await freshDatabase("pglite", undefined, { unused: true });
    try {
      expect((await unused.database.dumpDataDir!()).size).toBeGreaterThan(1_000_000);
    } finally {
      await unused.drop();
    }
  });
});
