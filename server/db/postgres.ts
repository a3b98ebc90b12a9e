import { sql } from "drizzle-orm";
import * as schema from "@shared/schema";
import { MIGRATION_LOCK } from "./migrations";
import type { AfterMigrations, Database } from "./database";
import { CONNECT_MS, newPool } from "./postgres-pool";

/** A PostgreSQL server: a pool of ten connections, migrated by one process at a time. */
export async function openPostgres(url: string, migrations: string, afterMigrations: AfterMigrations, onPoolError?: (err: Error) => void): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = newPool(pg, url);
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
    db,
    kind: "postgres",
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    notifications: {
      kind: "postgres",
      connect: () => new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_MS, keepAlive: true }),
      track(stop) {
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      onError: onPoolError,
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
