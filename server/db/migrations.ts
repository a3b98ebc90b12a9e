import fs from "node:fs";
import path from "node:path";

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

/** Serialises the migrations of processes that start at once. */
// Any constant works; it only has to be the same in every process of this app.
export const MIGRATION_LOCK = 724_301;
