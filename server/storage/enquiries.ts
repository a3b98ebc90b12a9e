import { createHash } from "node:crypto";
import { insertBookingSchema, type InsertBooking } from "@shared/requests/enquiry";
import { type Booking } from "@shared/schema/bookings";
import type { Db } from "../db";
import { bookingColumn, bookingColumnType, bookingSelectList, toBooking } from "./booking-row";
import { queueMailCte } from "./mail-queue-sql";
import { LINE_JOINED_AT, lineLockCte } from "./departures/line-lock-sql";
import { isEmbedded, rawStatement } from "./raw";
import { phoneE164 } from "@shared/phone-e164";

/** What the enquiry statement needs beside the visitor's fields. */
export interface EnquiryOptions {
  /** Why the enquiry looks automated, or undefined. */
  suspect?: string;
  rateLimit: { key: string; windowMs: number; limit: number };
  mail: EnquiryMailSettings;
  /**
   * The group joins the line of the departure it names, as it is stored (in the same statement, so
   * no enquiry is ever stored without its place in line): its travellers, or undefined. One held
   * as suspect takes no place in line however this is set.
   */
  waitlistTravellers?: number;
}

export interface EnquiryMailSettings {
  staffAlertTo: string[];
  /** Domain of the Message-IDs (our From address's). */
  messageIdDomain: string;
  /** Acknowledgements allowed per mailbox in 24 hours. */
  ackCap: number;
  /** Acknowledgements allowed per recipient domain in 24 hours. */
  ackDomainCap: number;
}

export type EnquiryResult =
  | { accepted: true; booking: Booking; hits: number; resetAt: Date }
  | { accepted: false; hits: number; resetAt: Date };

// Derived from the schema, so a field added to the form's schema is stored without editing this list.
const FIELDS = Object.keys(insertBookingSchema.shape) as (keyof InsertBooking)[];
const REFERENCE_TAKEN = "bookings_reference_idx";
const TRIES = 5;

/**
 * The enquiry's one statement: parameters are the fields in FIELDS order, then the options. Its one
 * row is the JSON of the stored booking (or of the refused hit); `into` names the PL/pgSQL variable
 * that receives it.
 */
export function enquiryStatementText(into?: string, param: (i: number) => string = (i) => `$${i}`): string {
  const n = FIELDS.length;
  const [suspect, key, windowMs, limit, ackCap, staffTo, domain, domainCap, e164, line] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => param(n + i));
  const inLine = `${line}::int is not null and ${suspect}::text is null`;
  const departure = param(FIELDS.indexOf("departureId") + 1);
  return `
  with hit as (
    insert into rate_limits (key, hits, reset_at)
    values (${key}::text, 1, now() + ${windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else least(rate_limits.hits + 1, ${limit}::int + 1) end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, reset_at
  ),
  ${lineLockCte(`departures d where d.id = ${departure}::int and ${inLine}`)},
  b as (
    insert into bookings (${FIELDS.map(bookingColumn).join(", ")}, suspect, phone_e164, waitlisted_at, waitlist_travellers)
    select ${FIELDS.map((_, i) => param(i + 1)).join(", ")}, ${suspect}::text, ${e164}::text,
      ${LINE_JOINED_AT}, case when ${inLine} then ${line}::int end
    from hit where hit.hits <= ${limit}::int
    returning *
  ),
  ${queueMailCte("b", { ackCap, domainCap, staffTo, domain })}
  select to_jsonb(r) ${into ? `into ${into} ` : ""}from (
    select hit.hits as "rateHits", hit.reset_at as "rateResetAt", ${bookingSelectList("b")},
      (select count(*) from queued)::int as "queuedMail"
    from hit left join b on true
  ) r`;
}

/**
 * The enquiry's database work as a stored procedure: count the hit, store the booking if the hit is
 * within the limit, queue its e-mails (the per-address cap decided here), commit, and only then
 * announce it. NOTIFY holds a database-wide lock from just before its transaction's commit to the
 * end of it; inside the enquiry's transaction that lock would cover the commit's WAL flush, so
 * enquiries could not share flushes and the whole site's enquiry rate fell to a third. Its own
 * transaction writes nothing, commits without a flush, and holds the lock for microseconds.
 * One CALL is still one round trip. A refused hit leaves the counter at limit + 1; a failed
 * statement leaves it untouched, so only stored enquiries use up the allowance.
 */
function enquiryProcedureBody(): string {
  // The statement is static SQL, so PL/pgSQL plans it once per connection and reuses the plan:
  // planning it afresh at every call (EXECUTE) cost about a third of the enquiry's database time.
  // A plan made once may be made on empty tables, so the only reads whose path could depend on the
  // tables' sizes, the flood guard's counts, are written so that only their own index can serve
  // them (ack-counts.ts; tests/api/enquiries/enquiry-plan.test.ts).
  return `
begin
  ${enquiryStatementText("result")};
  commit;
  if result->>'id' is not null and result->>'suspect' is null then
    perform pg_notify('bookings', json_build_object('id', (result->>'id')::int)::text);
  end if;
end`;
}

/**
 * Several enquiries in one call: the statement above once per enquiry, in arrival order, so each
 * sees the ones before it (one address's counter, one mailbox's acknowledgements), then one commit
 * and one announcement for all of them. Under load, enquiries that arrive while the database is busy
 * share a round trip, a commit and a NOTIFY instead of queueing for one each. The per-enquiry
 * parameters (the fields, the suspicion, the counter's key, the phone) are arrays indexed by `k`.
 */
function enquiryBatchBody(): string {
  const param = (i: number) => (isPerEnquiry(i - 1) ? `$${i}[k]` : `$${i}`);
  return `
declare
  k int;
  one jsonb;
  results jsonb := '[]';
begin
  for k in 1 .. coalesce(array_length($${KEY_AT + 1}, 1), 0) loop
    ${enquiryStatementText("one", param)};
    results := results || jsonb_build_array(one);
  end loop;
  commit;
  perform pg_notify('bookings', json_build_object('id', (e->>'id')::int)::text)
    from jsonb_array_elements(results) e where e->>'id' is not null and e->>'suspect' is null;
  result := results;
end`;
}

/** The procedure, named by a hash of its definition, and the statement that calls it. */
export interface EnquiryProcedure {
  name: string;
  /** Idempotent DDL; the name changes whenever the definition does (a field added to the schema). */
  createSql: string;
  /** One statement per enquiry; its one row's `result` is the JSON of the statement's row. */
  callSql: string;
}

const OPTION_TYPES = ["text", "text", "integer", "integer", "integer", "text", "text", "integer", "text", "integer"];
/** Where the rate-limit key stands among the parameters (0-based): after the fields and the suspicion. */
const KEY_AT = FIELDS.length + 1;

/**
 * Whether the parameter at 0-based `i` differs from one enquiry to the next (the fields, the
 * suspicion, the counter's key, the phone, the line's travellers) rather than coming from the
 * settings a batch shares.
 */
function isPerEnquiry(i: number): boolean {
  return i <= KEY_AT || i >= FIELDS.length + 8;
}

export function enquiryProcedure(): EnquiryProcedure {
  return procedure("accept_enquiry", [...FIELDS.map(bookingColumnType), ...OPTION_TYPES], enquiryProcedureBody());
}

/** The batch procedure: the same parameters, each per-enquiry one an array (enquiryBatchBody). */
export function enquiryBatchProcedure(): EnquiryProcedure {
  const types = [...FIELDS.map(bookingColumnType), ...OPTION_TYPES].map((t, i) => (isPerEnquiry(i) ? `${t}[]` : t));
  return procedure("accept_enquiries", types, enquiryBatchBody());
}

function procedure(prefix: string, params: string[], body: string): EnquiryProcedure {
  const signature = `${params.join(", ")}, inout result jsonb default null`;
  const definition = `(${signature}) language plpgsql as $enquiry$${body}\n$enquiry$`;
  // A new definition gets a new name, so processes of the previous release that are still
  // running (a rolling deploy) keep calling the one they know.
  const name = `${prefix}_${createHash("sha256").update(definition).digest("hex").slice(0, 12)}`;
  return {
    name,
    createSql: `create or replace procedure ${name}${definition}`,
    callSql: `call ${name}(${params.map((_, i) => `$${i + 1}`).join(", ")})`,
  };
}

function isReferenceCollision(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === "23505" && (e.constraint === REFERENCE_TAKEN || String(e.message).includes(REFERENCE_TAKEN));
}

function isDeadlock(err: unknown): boolean {
  return (err as { code?: string })?.code === "40P01";
}

/** The procedure's parameters, in the order its signature lists them. */
export function enquiryValues(input: Partial<InsertBooking>, o: EnquiryOptions): unknown[] {
  return [
    // A column with a default is optional in the request; the statement names every field, so it gets the default here.
    ...FIELDS.map((f) => input[f] ?? (f === "groupSizeAtLeast" ? false : null)),
    o.suspect ?? null,
    o.rateLimit.key,
    o.rateLimit.windowMs,
    o.rateLimit.limit,
    o.mail.ackCap,
    o.mail.staffAlertTo.join(", "),
    o.mail.messageIdDomain,
    o.mail.ackDomainCap,
    // The phone as an E.164 number, for finding the same person's other enquiries.
    phoneE164(input.phone, input.country),
    o.waitlistTravellers ?? null,
  ];
}

function resultOf(row: Record<string, unknown>): EnquiryResult {
  const hits = Number(row.rateHits);
  const resetAt = new Date(row.rateResetAt as string | Date);
  if (row.id == null) return { accepted: false, hits, resetAt };
  return { accepted: true, booking: toBooking(row), hits, resetAt };
}

/** The settings every enquiry of one batch must share: the batch procedure takes them once. */
const sharedKey = (o: EnquiryOptions) =>
  JSON.stringify([o.rateLimit.windowMs, o.rateLimit.limit, o.mail.ackCap, o.mail.ackDomainCap, o.mail.staffAlertTo, o.mail.messageIdDomain]);

interface Waiting {
  values: unknown[];
  key: string;
  resolve(r: EnquiryResult): void;
  reject(err: unknown): void;
}

/** Enquiries sent in one batch at most: a burst's answers wait for one commit, not for a long one. */
const MAX_BATCH = 32;

/**
 * Storing an enquiry: the hot path of the site. An enquiry that finds the database free goes at
 * once, as one prepared CALL. Enquiries that arrive while earlier ones are being stored wait for
 * them and then go together in one CALL (group commit): at most `inFlight` calls at a time, one on
 * the embedded database, which runs one statement at a time anyway, two on PostgreSQL, so a burst
 * costs a round trip, a commit and a NOTIFY per batch rather than per enquiry. Nothing waits
 * longer than the call in progress, and a quiet site sends each enquiry alone.
 */
export function enquiryStorage(db: Db, inFlight = isEmbedded(db) ? 1 : 2) {
  const single = enquiryProcedure();
  const runOne = rawStatement(db, single.name, single.callSql);
  const batch = enquiryBatchProcedure();
  const runBatch = rawStatement(db, batch.name, batch.callSql);
  const waiting: Waiting[] = [];
  let running = 0;

  async function acceptOne(values: unknown[]): Promise<EnquiryResult> {
    // A random reference collides about once in 31^8 / stored enquiries, and an enquiry joining a
    // line moves its departure's places version, which two batches at once can take in opposite
    // orders with their addresses' counters (deadlock detected). Either way the statement rolled
    // back whole (counter included), so running it again is safe.
    for (let attempt = 1; ; attempt++) {
      try {
        const [{ result: row }] = await runOne<{ result: Record<string, unknown> }>(values);
        return resultOf(row);
      } catch (err) {
        if (attempt >= TRIES || !(isReferenceCollision(err) || isDeadlock(err))) throw err;
      }
    }
  }

  async function acceptMany(arrived: Waiting[]): Promise<void> {
    // Two batches at once on PostgreSQL each lock their addresses' counter rows; taken in one
    // order (by address, arrival order kept within one), they can't wait on each other.
    const key = (w: Waiting) => String(w.values[KEY_AT]);
    const group = [...arrived].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const columns = group[0].values.map((_, i) => (isPerEnquiry(i) ? group.map((w) => w.values[i]) : group[0].values[i]));
    let rows: Record<string, unknown>[];
    try {
      [{ result: rows }] = await runBatch<{ result: Record<string, unknown>[] }>(columns);
    } catch {
      // The whole batch rolled back (a reference collision, one enquiry the database refused):
      // each goes again alone, so one enquiry's failure is only its own.
      await Promise.all(group.map((w) => acceptOne(w.values).then(w.resolve, w.reject)));
      return;
    }
    group.forEach((w, i) => w.resolve(resultOf(rows[i])));
  }

  let scheduled = false;
  /**
   * The next call goes out after the I/O callbacks already due have run (setImmediate), so the
   * enquiries whose requests arrived together are in it: on the embedded database a call runs
   * synchronously, and the requests that came in meanwhile are read only after it.
   */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  }

  function pump(): void {
    while (running < inFlight && waiting.length > 0) {
      const key = waiting[0].key;
      const group: Waiting[] = [];
      for (let i = 0; i < waiting.length && group.length < MAX_BATCH; ) {
        if (waiting[i].key === key) group.push(...waiting.splice(i, 1));
        else i++;
      }
      running++;
      const done = group.length === 1 ? acceptOne(group[0].values).then(group[0].resolve, group[0].reject) : acceptMany(group);
      void done.finally(() => {
        running--;
        schedule();
      });
    }
  }

  return {
    acceptEnquiry(input: InsertBooking, o: EnquiryOptions): Promise<EnquiryResult> {
      const values = enquiryValues(input, o);
      return new Promise<EnquiryResult>((resolve, reject) => {
        waiting.push({ values, key: sharedKey(o), resolve, reject });
        schedule();
      });
    },
  };
}
