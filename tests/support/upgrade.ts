import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database, type SqlQuery } from "../../server/db";
import { migrationsFolder } from "../../server/db/migrations";
import { installRoutines } from "../../server/storage/routines";
import { emptyPostgresDatabase, type DbKind } from "./database";

/** A folder holding the project's migrations before `tag` (its first four digits): what an earlier release migrated to. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ilj-before-${tag}-`));
  const source = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta", "_journal.json"), "utf8"));
  const entries = (journal.entries as { tag: string }[]).filter((e) => e.tag.slice(0, 4) < tag);
  fs.mkdirSync(path.join(dir, "meta"));
  for (const e of entries) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** An empty database of `kind` to open with an earlier release's migrations, then with all of them. */
export async function upgradePlace(kind: DbKind): Promise<{ open(migrations?: string): Promise<Database>; drop(): Promise<void> }> {
  const afterMigrations = async (query: SqlQuery) => installRoutines(query);
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-upgrade-"));
    return {
      open: (migrations) => openDatabase({ pgliteDir: dir, migrationsFolder: migrations, afterMigrations }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const empty = await emptyPostgresDatabase();
  return { open: (migrations) => openDatabase({ url: empty.url, migrationsFolder: migrations, afterMigrations }), drop: empty.drop };
}
