import { migrationsFolder } from "./migrations";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Database, OpenOptions } from "./database";

export type { Database, Db, OpenOptions, SqlQuery, Unlisten } from "./database";

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrations = opts.migrationsFolder ?? migrationsFolder();
  const after = opts.afterMigrations ?? (async () => {});
  return opts.url ? openPostgres(opts.url, migrations, after, opts.onPoolError) : openPglite(migrations, after, opts);
}
