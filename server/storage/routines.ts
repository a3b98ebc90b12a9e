import type { SqlQuery } from "../db";
import { enquiryBatchProcedure, enquiryProcedure } from "./enquiries";
import { backfillPhoneE164 } from "./phone-backfill";

export interface Routine {
  name: string;
  createSql: string;
}

/**
 * Database routines built from the schema in code rather than written into a migration, so a field
 * added to the schema can't leave them behind. Each is named by a hash of its definition: creating
 * one never replaces what a running process of another release calls.
 */
export function routines(): Routine[] {
  return [enquiryProcedure(), enquiryBatchProcedure()];
}

/**
 * Creates the routines the database does not have yet, then fills in what is computed in code for
 * rows stored before (the phones' E.164 form). Given to openDatabase as `afterMigrations`, so it
 * runs after the migrations, under their lock.
 */
export async function installRoutines(query: SqlQuery): Promise<void> {
  for (const r of routines()) {
    const { rows } = await query("select 1 from pg_proc where proname = $1", [r.name]);
    if (rows.length === 0) await query(r.createSql);
  }
  await backfillPhoneE164(query);
}
