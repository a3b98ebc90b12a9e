import * as schema from "@shared/schema";
import { lockDataDir, type DbLock } from "./lock";
import { scrubFreedRows } from "./scrub";
import type { AfterMigrations, Database, OpenOptions } from "./database";
import { ownerFolderSync } from "../core/owner-only";

/**
 * A new PGlite with the extensions the migrations need (the desk's search indexes are trigram
 * indexes, migration 0007): in memory, or in the data directory `dir`; loaded from `image` (a data
 * directory's tarball) when given.
 */
export async function startPglite({ dir, image }: { dir?: string; image?: Blob } = {}) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const options = { extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  try {
    await client.waitReady;
  } catch (err) {
    if (!client.closed) await client.close().catch(() => {});
    throw err;
  }
  return client;
}

/** The embedded database: in memory, or in a data directory only this process opens. */
export async function openPglite(
  migrations: string,
  afterMigrations: AfterMigrations,
  { pgliteDir: dir, lock: lockOpts, pgliteImage: image, pglite: running }: Pick<OpenOptions, "pgliteDir" | "lock" | "pgliteImage" | "pglite">,
): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = !dir || dir.startsWith("memory://");
  // An image on disk would be unpacked over the directory's own files.
  if ((image || running) && !inMemory) throw new Error("A data directory image or a running PGlite opens in memory only");
  // Two processes on one directory corrupt it: the lock comes before PGlite touches a file.
  let lock: DbLock | undefined;
  if (!inMemory) {
    lock = await lockDataDir(dir, lockOpts);
    ownerFolderSync(dir);
  }
  let client: Awaited<ReturnType<typeof startPglite>>;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  try {
    client = running ?? (await startPglite(inMemory ? { image } : { dir }));
    // PGlite's first start makes the folder 0750 (PostgreSQL's group access): narrowed to its owner
    // again, so nothing inside can be reached by anyone else, whatever the modes within.
    if (!inMemory) ownerFolderSync(dir);
    db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrations });
    await afterMigrations((text, values) => client.query(text, values));
    // A checkpoint deletes the segments it no longer needs rather than renaming them for reuse, with
    // whatever they hold (an erased enquiry, say) inside: this session, its one connection, keeps it.
    await client.query("set wal_recycle = off");
  } catch (err) {
    await lock?.release();
    throw err;
  }
  let scrubbing: Promise<void> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    notifications: { kind: "pglite", listen: (channel, onPayload) => client.listen(channel, onPayload) },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
    scrubFreedRows: () => {
      const run = scrubbing.then(() =>
        scrubFreedRows(
          (text, params) => client.query(text, params),
          (fn) => client.transaction((tx) => fn((text, params) => tx.query(text, params))),
          inMemory ? undefined : dir,
        ),
      );
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
