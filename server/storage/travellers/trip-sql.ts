import { sql, type SQL } from "drizzle-orm";

/*
 * The accepted trip's dates as they are now, in SQL: the latest date change's, else the accepted
 * quote's. `q` is the accepted quote's alias and `b` the booking's in the query they go into.
 */

export const currentStartSql: SQL = sql.raw(
  `coalesce((select dc.to_start from date_changes dc where dc.booking_id = b.id order by dc.id desc limit 1), q.start_date)`,
);

export const currentEndSql: SQL = sql.raw(`coalesce((select dc.to_end from date_changes dc where dc.booking_id = b.id order by dc.id desc limit 1), q.end_date)`);

/** Complete traveller records of booking `b`. */
export const completeCountSql: SQL = sql.raw(`(select count(*)::int from travellers t where t.booking_id = b.id and t.complete)`);
