import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db";

/**
 * Writes that read nothing of each other made as one statement, each a data-modifying CTE, and
 * `then` (a select, or nothing) as the statement's own query. A turn of acceptances writes its
 * schedules, statuses and history, or its timeline, audit, e-mails and desk notices, in one round
 * trip each rather than one for every table: under a burst each round trip holds the departure's
 * lock a little longer. PostgreSQL runs every CTE that modifies data whether or not it is read,
 * and all of them see the same snapshot, which is why none may depend on another's rows.
 */
export async function writeTogether(tx: Db, writes: SQL[], then: SQL = sql`select 1`): Promise<void> {
  if (writes.length === 0) {
    await tx.execute(then);
    return;
  }
  const named = writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`);
  await tx.execute(sql`with ${sql.join(named, sql`, `)} ${then}`);
}
