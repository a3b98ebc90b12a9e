import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

/** Every row of every table of the public schema, as text. */
export async function dumpAll(t: TestApp): Promise<string> {
  const db = t.db.database.db;
  const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { table_name: string }[];
  };
  let out = "";
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql`select * from ${sql.identifier(table_name)}`)) as unknown as { rows: unknown[] };
    out += `${table_name}: ${JSON.stringify(rows.rows)}\n`;
  }
  return out;
}
