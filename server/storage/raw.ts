import type { Db } from "../db";

/** What both drivers answer to a parameterised query. */
export interface RawClient {
  query(text: string | { name: string; text: string; values: unknown[] }, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Whether Drizzle's driver underneath is the embedded PGlite (which has `waitReady`) rather than a pg pool. */
export function isEmbedded(db: Db): boolean {
  return "waitReady" in (db as unknown as { $client: object }).$client;
}

/**
 * Runs one hand-written statement through the driver under Drizzle: a named prepared statement on
 * node-postgres (parsed and planned once per connection), the extended protocol on PGlite. Used for
 * the statements Drizzle's builder can't express, such as data-modifying CTEs with pg_notify.
 */
export function rawStatement(db: Db, name: string, text: string) {
  const client = (db as unknown as { $client: RawClient }).$client;
  const isPglite = isEmbedded(db);
  return async <Row = Record<string, unknown>>(values: unknown[]): Promise<Row[]> => {
    const result = isPglite ? await client.query(text, values) : await client.query({ name, text, values });
    return result.rows as Row[];
  };
}
