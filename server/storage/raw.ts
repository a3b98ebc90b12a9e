import type { Db } from "../db";

/** What both drivers answer to a parameterised query. */
export interface RawClient {
  query(text: string | { name: string; text: string; values: unknown[] }, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs one hand-written statement through the driver under Drizzle: a named prepared statement on
 * node-postgres (parsed and planned once per connection), the extended protocol on PGlite. Used for
 * the statements Drizzle's builder can't express, such as data-modifying CTEs with pg_notify.
 */
export function rawStatement(db: Db, name: string, text: string) {
  const client = (db as unknown as { $client: RawClient & { waitReady?: unknown } }).$client;
  const isPglite = "waitReady" in client;
  return async <Row = Record<string, unknown>>(values: unknown[]): Promise<Row[]> => {
    const result = isPglite ? await client.query(text, values) : await client.query({ name, text, values });
    return result.rows as Row[];
  };
}
