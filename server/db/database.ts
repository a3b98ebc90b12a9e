import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "@shared/schema";
import type { PGlite } from "@electric-sql/pglite";
import type { LockOptions } from "./lock";

/**
 * A database or a transaction on it, whichever driver: both drivers' databases are PgDatabases over
 * this schema, and a Drizzle transaction is one too (PgTransaction extends PgDatabase), so a storage
 * function takes a `Db` and runs the same inside `db.transaction` or out of it, with no cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when the database runs a trivial query. */
  ping(): Promise<boolean>;
  /** How NOTIFYs reach this process: server/events/listen.ts listens through it. */
  notifications: Notifications;
  close(): Promise<void>;
  /** PGlite only: an uncompressed tarball of the data directory, taken between queries (server/jobs/backup.ts). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: after an erasure, makes the old versions of the rows unrecoverable from the data
   * directory (and so from every later backup): see scrubSql.
   */
  scrubFreedRows?: () => Promise<void>;
}

/** A plain SQL query on the connection that ran the migrations. */
export type SqlQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
export type AfterMigrations = (query: SqlQuery) => Promise<void>;

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" (or undefined with no url) keeps it in memory. */
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts from this image of a data directory (as `dumpDataDir` writes it)
   * instead of an empty one, and migrates on from there.
   */
  pgliteImage?: Blob;
  /**
   * An in-memory PGlite already running, opened over instead of starting one (about a second's
   * work): the tests lend a few from file to file, each brought back to the migrated state.
   */
  pglite?: PGlite;
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

/** Stops listening on a channel. */
export type Unlisten = () => Promise<void>;

/**
 * PGlite delivers NOTIFYs itself. PostgreSQL needs a connection of its own per LISTEN (a pooled one
 * would be handed to other queries), opened by `connect`; whoever listens keeps it up and registers
 * how to stop it with `track`, so closing the database stops every listener.
 */
export type Notifications =
  | { kind: "pglite"; listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> }
  | { kind: "postgres"; connect(): import("pg").Client; track(stop: Unlisten): Unlisten; onError?: (err: Error) => void };
