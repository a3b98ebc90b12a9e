import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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

/** A statement's name from its text: one name for one text, on every connection and in every release. */
const statementName = (text: string) => `p_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;

const dialect = new PgDialect();

/**
 * Runs a statement built with Drizzle's `sql` as a named prepared statement, named by a hash of its
 * text: on node-postgres each connection parses it once and, after five runs, plans it once when a
 * generic plan costs no more, where an unnamed statement is parsed and planned at every run. For the statements a change of
 * places runs under its departure's lock: the acceptance's deciding statement took about 5 ms to
 * plan and 1 ms to run, and every millisecond under the lock is one every change queued behind it
 * waits. PGlite runs it as any other statement.
 */
export async function executePrepared<Row = Record<string, unknown>>(tx: Db, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = tx._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(query, undefined, statementName(query.sql), false);
  return (await prepared.execute()).rows;
}
