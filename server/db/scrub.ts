import fs from "node:fs";
import path from "node:path";

/**
 * The tables that can hold a visitor's data, each with what it holds: every one is rewritten by a
 * scrub, so an erased value's old row version leaves the table's file. A new table that holds
 * anything of a booking's visitor is added here; tests/unit/security/scrub-tables.test.ts fails for a
 * table of the schema that is in neither this list nor NOT_SCRUBBED. A table listed here that this
 * database does not have yet is passed over.
 */
export const SCRUBBED_TABLES: Readonly<Record<string, string>> = {
  bookings: "the enquiry: every field the visitor supplied",
  booking_activities: "notes and contacts staff wrote about the visitor",
  booking_status_history: "the booking's status changes, and what an undo restores",
  mail_outbox: "e-mails to the visitor: their address, and the server's answer",
  mail_messages: "the conversation: the visitor's e-mails and the replies",
  mail_attachments: "the attachments of the visitor's e-mails",
  audit_log: "the staff's actions, whose details can name the booking's visitor",
  quotes: "the quote's note to the visitor",
  instalments: "the booking's schedule and late fees, labelled by staff",
  payments: "payments' references and notes, which name the payer, and void reasons",
  cancellations: "the refund's reference",
  overpayment_refunds: "the reference of an overpayment paid back",
  date_changes: "the booking's date changes",
  trip_links: "the trip link, sealed",
  travellers: "the travellers' names, birth dates, documents, medical notes and emergency contacts",
  booking_insurance: "the travellers' insurer and policy number",
};

/**
 * The tables that hold nothing of a visitor, each with why; a scrub leaves them alone.
 * @internal Read by tests/unit/security/scrub-tables.test.ts, which holds every table to one list or the other.
 */
export const NOT_SCRUBBED: Readonly<Record<string, string>> = {
  users: "staff accounts",
  recovery_codes: "staff members' recovery codes, hashed",
  sessions: "staff sign-ins (a visitor has no session)",
  digest_sends: "which staff member's digest went out on which day",
  reply_templates: "saved replies, written by staff for any visitor",
  mailbox_state: "the inbox reader's place in each mailbox",
  ack_domain_holds: "an e-mail domain held at its daily ceiling, for a day: no address",
  rate_limits: "counters keyed by an address or a staff username, gone within the hour",
  app_settings: "the company's settings",
  erasures_pending: "which erasures are still leaving the disk: a booking id, a time and an error",
  scrubs_pending: "which scrubs the disk still owes: a reason, a booking id, a day and an error",
  booking_counts: "counts of bookings by status",
  money_days: "sums of money by day",
  money_days_zone: "the time zone the day sums are kept in",
  instalment_owed: "amounts owed by due day, by booking id",
  owed_days: "sums owed by due day",
  payment_reminders: "which reminder went out for which instalment",
  departures: "the company's departures: programme, dates, price, places",
  waitlist_notices: "which booking was told a place was free, and when",
  traveller_reminders: "which reminder for traveller details went out",
  waitlist_offers: "which booking was offered freed places, how many, until when and how it ended: ids, counts and times",
  programmes: "the company's programmes, written by staff",
  programme_versions: "earlier versions of the programmes, with the staff member who saved each",
  programme_slug_redirects: "a programme's old page paths",
  visit_salts: "the day's salt of the visit counter, discarded daily",
  visit_events: "page visits, counted without cookies or addresses",
  visit_seen: "hashes that count a visitor once a day, without an address",
  visit_daily: "visit counts by day",
};

/** Runs a query on the embedded database's one connection. */
type Query = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

/** PGlite's WAL page: everything past the insert position's page is written later, or never. */
const WAL_PAGE = 8192;
const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * An UPDATE leaves the old row in the table's file until it is overwritten, and the WAL holds it
 * too (the insert, and full-page images). CLUSTER writes each table holding visitor data anew, in
 * its primary key's order, and unlinks the old file, as VACUUM FULL does; but in PGlite a second
 * VACUUM FULL of a table that had a column added with a default fails in the same process ("tuple
 * concurrently updated"), and CLUSTER does not. Switching to a new WAL segment and checkpointing
 * twice makes the old segments unneeded, and with wal_recycle off they are deleted instead of being
 * renamed for reuse. Segments renamed for reuse before (by earlier checkpoints, or an older release)
 * still hold what they held: see clearStaleWal.
 */
export async function scrubFreedRows(query: Query, inTransaction: <T>(fn: (q: Query) => Promise<T>) => Promise<T>, dataDir?: string): Promise<void> {
  await query("set wal_recycle = off");
  const { rows } = await query<{ t: string; i: string | null }>(
    `select c.relname as t, (select i.relname from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = c.oid and x.indisprimary) as i
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname = any($1) order by c.relname`,
    [Object.keys(SCRUBBED_TABLES)],
  );
  for (const { t, i } of rows) await query(i ? `cluster "${t}" using "${i}"` : `vacuum full "${t}"`);
  await query("checkpoint");
  await query("select pg_switch_wal()");
  await query("checkpoint");
  if (dataDir) {
    // In a transaction, so no other statement writes WAL while the files are read and zeroed.
    await inTransaction(async (q) => {
      const { rows: at } = await q<{ file_name: string; file_offset: number }>("select file_name, file_offset from pg_walfile_name_offset(pg_current_wal_insert_lsn())");
      clearStaleWal(path.join(dataDir, "pg_wal"), at[0].file_name, Number(at[0].file_offset));
    });
  }
}

/**
 * A segment renamed for reuse keeps its old bytes until WAL is written over them, and so does the
 * rest of the current segment past what was written in it: zeroed here, as a new segment is. Only
 * what lies ahead of the insert position is touched; nothing there is read before it is written.
 */
export function clearStaleWal(walDir: string, current: string, offset: number): void {
  const from = (Math.floor(offset / WAL_PAGE) + 1) * WAL_PAGE;
  zeroFrom(path.join(walDir, current), from);
  for (const name of fs.readdirSync(walDir)) if (SEGMENT.test(name) && name > current) zeroFrom(path.join(walDir, name), 0);
}

function zeroFrom(file: string, from: number): void {
  const fd = fs.openSync(file, "r+");
  try {
    const size = fs.fstatSync(fd).size;
    const chunk = Buffer.alloc(64 * 1024);
    const read = Buffer.alloc(chunk.length);
    let changed = false;
    for (let at = from; at < size; at += chunk.length) {
      const n = Math.min(chunk.length, size - at);
      fs.readSync(fd, read, 0, n, at);
      // Written only where a byte isn't zero already: a clean segment costs a read, not a write.
      if (read.subarray(0, n).some((b) => b !== 0)) {
        fs.writeSync(fd, chunk, 0, n, at);
        changed = true;
      }
    }
    if (changed) fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
