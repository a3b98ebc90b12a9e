import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type SqlQuery } from "../../server/db";
import { migrationsFolder } from "../../server/db/migrations";
import { installRoutines } from "../../server/storage/routines";
import { zoneMoneyDays } from "../../server/storage/money/money-days";
import { lendPglite } from "./pglite-pool";

export type DbKind = "pglite" | "postgres";

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDb {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/** Runs one statement on its own connection to the server of `base`. */
async function onServer(base: URL, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: base.toString() });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

function databaseUrl(base: URL, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty PostgreSQL database on the server of `baseUrl` (TEST_DATABASE_URL), and how to drop it. */
export async function emptyPostgresDatabase(baseUrl = process.env.TEST_DATABASE_URL!): Promise<{ url: string; drop(): Promise<void> }> {
  return newPostgresDatabase(new URL(baseUrl));
}

async function newPostgresDatabase(base: URL, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(base, `create database ${name}${template ? ` template ${template}` : ""}`);
  return { url: databaseUrl(base, name), drop: () => onServer(base, `drop database if exists ${name} with (force)`) };
}

/**
 * The migrations' fingerprint. Migrating a new database costs seconds, and hundreds are made per run:
 * each starts instead as a copy of one migrated database, which is made again whenever a migration changes.
 */
function migrationsKey(): string {
  const root = migrationsFolder();
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  };
  walk(root);
  return hash.digest("hex").slice(0, 16);
}

let pgliteImage: Promise<Blob> | undefined;

/**
 * A migrated PGlite's data directory, written once to the temp folder and shared by every test
 * process: written to a file of its own and renamed into place, so a reader never sees half of one.
 */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = path.join(os.tmpdir(), `ilj-pglite-migrated-${migrationsKey()}-template1.tar`);
    if (!fs.existsSync(file)) {
      const database = await openDatabase({ pgliteDir: "memory://" });
      // PGlite opens template1 alone: the two other databases initdb makes (postgres, template0) are
      // half the image's bytes, unpacked again at every open of a copy, so the image leaves them out.
      await database.db.execute(sql.raw("drop database postgres"));
      await database.db.execute(sql.raw("update pg_database set datistemplate = false, datallowconn = false where datname = 'template0'"));
      await database.db.execute(sql.raw("drop database template0"));
      const image = await database.dumpDataDir!();
      await database.close();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      fs.renameSync(partial, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteImage;
}

// Any constant: the test processes making the template at once take turns on it.
const TEMPLATE_LOCK = 724_302;
let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE), made once per server and
 * migrations: under an advisory lock, built under another name and renamed when complete, so a
 * process never copies one half made. Nothing stays connected to it, as copying requires.
 */
function migratedPostgresTemplate(base: URL): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `ilj_migrated_${migrationsKey()}`;
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    try {
      await c.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      const found = await c.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await c.query(`drop database if exists ${building} with (force)`);
        await c.query(`create database ${building}`);
        const database = await openDatabase({ url: databaseUrl(base, building) });
        await database.close();
        await c.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await c.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {});
      await c.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh database: an in-memory PGlite, or a new PostgreSQL database created for this test, each at
 * the migrated state (the migrations then find nothing to do). The PGlite is one another file gave
 * back, brought back to that state, or a new copy of the migrated image; with `unused`, always a new
 * one, for a test that reads the database's bytes (a lent one's may hold other files' rows). With
 * `deskTimezone`, money Insights count booked days in that zone, as the server sets at start.
 */
export async function freshDatabase(kind: DbKind, deskTimezone?: string, { unused = false } = {}): Promise<TestDb> {
  const afterMigrations = async (query: SqlQuery) => {
    await installRoutines(query);
    if (deskTimezone) await zoneMoneyDays(query, deskTimezone);
  };
  if (kind === "pglite") {
    const lent = await lendPglite(migratedPgliteImage, { unused });
    // The state to come back to is the one before any zone but the default is set.
    await lent.notePristine(installRoutines);
    const database = await openDatabase({ pgliteDir: "memory://", pglite: lent.client, afterMigrations });
    if (lent.usedBefore) {
      database.dumpDataDir = () => Promise.reject(new Error("this PGlite was lent to another test file first: its bytes may hold that file's rows; ask freshDatabase for an unused one"));
    }
    return {
      database,
      drop: async () => {
        await lent.giveBack();
        await database.close();
      },
    };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const empty = await newPostgresDatabase(base, await migratedPostgresTemplate(base));
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
