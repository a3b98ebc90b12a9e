import { sql } from "drizzle-orm";

/** Now, to the millisecond, so a JavaScript Date carries a stored time exactly (paging cursors compare them). */
export const nowMs = sql`date_trunc('milliseconds', now())`;
