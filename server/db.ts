import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "@shared/schema";
import { lockDataDir, type DbLock, type LockOptions } from "./db-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when the database runs a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` until the returned function is called. On
   * PostgreSQL this holds one connection of its own, reconnected after errors.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: an uncompressed tarball of the data directory, taken between queries (server/backup.ts). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: after an erasure, makes the old versions of the rows unrecoverable from the data
   * directory (and so from every later backup): see scrubSql.
   */
  scrubFreedRows?: () => Promise<void>;
}

/** A plain SQL query on the connection that ran the migrations. */
export type SqlQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
type AfterMigrations = (query: SqlQuery) => Promise<void>;

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" (or undefined with no url) keeps it in memory. */
  pgliteDir?: string;
  /** Called when an idle pooled connection fails (the pool replaces it). */
  onPoolError?: (err: Error) => void;
  /** Another migrations folder; the upgrade tests open a database as an earlier release left it. */
  migrationsFolder?: string;
  /** PGlite on disk: how the directory lock reports waiting for a stale lock, or losing the lock. */
  lock?: LockOptions;
  /**
   * Runs after the migrations, under their lock, on the same connection: schema objects built in
   * code rather than written into a migration (the storage's routines, server/storage/routines.ts).
   * The database layer only runs it, so it depends on no storage module.
   */
  afterMigrations?: AfterMigrations;
}

/** Finds migrations/ from the source tree (tsx) and from the bundle in dist/server alike. */
export function migrationsFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "migrations");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("migrations folder not found");
}

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK = 724_301;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrations = opts.migrationsFolder ?? migrationsFolder();
  const after = opts.afterMigrations ?? (async () => {});
  return opts.url ? openPostgres(opts.url, migrations, after, opts.onPoolError) : openPglite(migrations, after, opts.pgliteDir, opts.lock);
}

/** The tables that hold visitor data, each rewritten by a scrub (a new table holding such data is added here). */
const SCRUBBED_TABLES = ["bookings", "booking_activities", "mail_outbox", "audit_log", "mail_messages", "mail_attachments"];

/**
 * An UPDATE leaves the old row in the table's file until it is overwritten, and the WAL holds it
 * too (the insert, and full-page images). CLUSTER writes each table holding visitor data anew, in
 * its primary key's order, and unlinks the old file, as VACUUM FULL does; but in PGlite a second
 * VACUUM FULL of a table that had a column added with a default fails in the same process ("tuple
 * concurrently updated"), and CLUSTER does not. Switching to a new WAL segment and checkpointing
 * twice makes the old segments unneeded, and with wal_recycle off they are deleted instead of being
 * renamed for reuse.
 */
export const SCRUB_STATEMENTS = [
  "set wal_recycle = off",
  ...SCRUBBED_TABLES.map((t) => `cluster ${t} using ${t}_pkey`),
  "checkpoint",
  "select pg_switch_wal()",
  "checkpoint",
];

async function openPglite(migrations: string, afterMigrations: AfterMigrations, dir?: string, lockOpts?: LockOptions): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  // The desk's search indexes are trigram indexes (migration 0007).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = !dir || dir.startsWith("memory://");
  // Two processes on one directory corrupt it: the lock comes before PGlite touches a file.
  let lock: DbLock | undefined;
  if (!inMemory) {
    lock = await lockDataDir(dir, lockOpts);
    fs.mkdirSync(dir, { recursive: true });
  }
  let client: InstanceType<typeof PGlite>;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  try {
    client = inMemory ? new PGlite({ extensions: { pg_trgm } }) : new PGlite(dir, { extensions: { pg_trgm } });
    await client.waitReady;
    db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrations });
    await afterMigrations((text, values) => client.query(text, values));
  } catch (err) {
    await lock?.release();
    throw err;
  }
  let scrubbing: Promise<void> = Promise.resolve();
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
    scrubFreedRows: () => {
      const run = scrubbing.then(async () => {
        for (const statement of SCRUB_STATEMENTS) await client.query(statement);
      });
      scrubbing = run.catch(() => {});
      return run;
    },
    dumpDataDir: async () => {
      // A scrub under way finishes first, so no backup catches erased values on their way out.
      await scrubbing;
      // A checkpoint first, so the copy needs little WAL replay when it is opened. The copy is read
      // while no query runs, which makes it a consistent point-in-time image; it is uncompressed, so
      // queries wait only for the read (compressing is the caller's, after queries resume).
      await client.query("checkpoint");
      return client.runExclusive(() => client.dumpDataDir("none"));
    },
  };
}

async function openPostgres(url: string, migrations: string, afterMigrations: AfterMigrations, onPoolError?: (err: Error) => void): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A request during a database outage fails in about two seconds instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener, an idle client dropped by the server would crash the process.
  pool.on("error", (err) => onPoolError?.(err));

  // Several processes may start at once behind a load balancer: one migrates, the others wait.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrations });
    await afterMigrations((text, values) => client.query(text, values));
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }

  const db = drizzle(pool, { schema });
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: "postgres",
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, onPayload) => {
      const stop = await listenPostgres(pg, url, channel, onPayload, onPoolError);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = [500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the
 * connection drops (a database restart), it reconnects with growing pauses and listens again.
 */
async function listenPostgres(
  pg: typeof import("pg").default,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: import("pg").Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = (c: import("pg").Client) => {
    if (stopped || client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    timer = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, keepAlive: true });
    client = c;
    c.on("notification", (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    c.on("error", (err) => {
      onError?.(err);
      retry(c);
    });
    c.on("end", () => retry(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      failures = 0;
    } catch (err) {
      onError?.(err as Error);
      retry(c);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
