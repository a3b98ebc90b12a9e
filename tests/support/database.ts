import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database, type SqlQuery } from "../../server/db";
import { installRoutines } from "../../server/storage/routines";
import { zoneMoneyDays } from "../../server/storage/money/money-days";

export type DbKind = "pglite" | "postgres";

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDb {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on the server of `baseUrl` (TEST_DATABASE_URL), and how to drop it. */
export async function emptyPostgresDatabase(baseUrl = process.env.TEST_DATABASE_URL!): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(baseUrl);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh database: an in-memory PGlite, or a new PostgreSQL database created for this test. With
 * `deskTimezone`, money Insights count booked days in that zone, as the server sets at start.
 */
export async function freshDatabase(kind: DbKind, deskTimezone?: string): Promise<TestDb> {
  const afterMigrations = async (query: SqlQuery) => {
    await installRoutines(query);
    if (deskTimezone) await zoneMoneyDays(query, deskTimezone);
  };
  if (kind === "pglite") {
    const database = await openDatabase({ pgliteDir: "memory://", afterMigrations });
    return { database, drop: () => database.close() };
  }
  const empty = await emptyPostgresDatabase();
  const database = await openDatabase({ url: empty.url, afterMigrations });
  return {
    database,
    url: empty.url,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
