/** The tables that hold visitor data, each rewritten by a scrub (a new table holding such data is added here). */
const SCRUBBED_TABLES = ["bookings", "booking_activities", "mail_outbox", "audit_log", "mail_messages", "mail_attachments"];

/**
 * An UPDATE leaves the old row in the table's file until it is overwritten, and the WAL holds it
 * too (the insert, and full-page images). CLUSTER writes each table holding visitor data anew, in
 * its primary key's order, and unlinks the old file, as VACUUM FULL does; but in PGlite a second
 * VACUUM FULL of a table that had a column added with a default fails in the same process ("tuple
 * concurrently updated"), and CLUSTER does not. Switching to a new WAL segment and checkpointing
 * twice makes the old segments unneeded, and with wal_recycle off they are deleted instead of being
 * renamed for reuse.
 */
export const SCRUB_STATEMENTS = [
  "set wal_recycle = off",
  ...SCRUBBED_TABLES.map((t) => `cluster ${t} using ${t}_pkey`),
  "checkpoint",
  "select pg_switch_wal()",
  "checkpoint",
];
