import { createHash } from "node:crypto";
import { insertBookingSchema, type InsertBooking } from "@shared/requests/enquiry";
import { type Booking } from "@shared/schema/bookings";
import type { Db } from "../db";
import { bookingColumn, bookingColumnType, bookingSelectList, toBooking } from "./booking-row";
import { queueMailCte } from "./mail-queue-sql";
import { rawStatement } from "./raw";
import { phoneE164 } from "../people/phone-e164";

/** What the enquiry statement needs beside the visitor's fields. */
export interface EnquiryOptions {
  /** Why the enquiry looks automated, or undefined. */
  suspect?: string;
  rateLimit: { key: string; windowMs: number; limit: number };
  mail: EnquiryMailSettings;
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
const REFERENCE_TRIES = 5;

/**
 * The enquiry's one statement: parameters are the fields in FIELDS order, then the options. Its one
 * row is the JSON of the stored booking (or of the refused hit); `into` names the PL/pgSQL variable
 * that receives it.
 */
export function enquiryStatementText(into?: string): string {
  const n = FIELDS.length;
  const param = (i: number) => `$${i}`;
  const [suspect, key, windowMs, limit, ackCap, staffTo, domain, domainCap, e164] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => param(n + i));
  return `
  with hit as (
    insert into rate_limits (key, hits, reset_at)
    values (${key}::text, 1, now() + ${windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else least(rate_limits.hits + 1, ${limit}::int + 1) end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, reset_at
  ),
  b as (
    insert into bookings (${FIELDS.map(bookingColumn).join(", ")}, suspect, phone_e164)
    select ${FIELDS.map((_, i) => param(i + 1)).join(", ")}, ${suspect}::text, ${e164}::text
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
  // A plan made once may be made on empty tables; the only reads whose best path depends on the
  // tables' sizes, the flood guard's counts, are planned per call inside their own function
  // (ack-counts.ts; tests/api/enquiry-plan.test.ts).
  return `
begin
  ${enquiryStatementText("result")};
  commit;
  if result->>'id' is not null and result->>'suspect' is null then
    perform pg_notify('bookings', json_build_object('id', (result->>'id')::int)::text);
  end if;
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

export function enquiryProcedure(): EnquiryProcedure {
  const params = [...FIELDS.map(bookingColumnType), "text", "text", "integer", "integer", "integer", "text", "text", "integer", "text"];
  const signature = `${params.join(", ")}, inout result jsonb default null`;
  const definition = `(${signature}) language plpgsql as $enquiry$${enquiryProcedureBody()}\n$enquiry$`;
  // A new definition gets a new name, so processes of the previous release that are still
  // running (a rolling deploy) keep calling the one they know.
  const name = `accept_enquiry_${createHash("sha256").update(definition).digest("hex").slice(0, 12)}`;
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

/** The procedure's parameters, in the order its signature lists them. */
export function enquiryValues(input: Partial<InsertBooking>, o: EnquiryOptions): unknown[] {
  return [
    ...FIELDS.map((f) => input[f] ?? null),
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
  ];
}

/** Storing an enquiry: the hot path of the site, one prepared CALL. */
export function enquiryStorage(db: Db) {
  const procedure = enquiryProcedure();
  const run = rawStatement(db, procedure.name, procedure.callSql);
  return {
    async acceptEnquiry(input: InsertBooking, o: EnquiryOptions): Promise<EnquiryResult> {
      const values = enquiryValues(input, o);
      // A random reference collides about once in 31^8 / stored enquiries; the statement then
      // rolled back whole (counter included), so running it again is safe.
      for (let attempt = 1; ; attempt++) {
        try {
          const [{ result: row }] = await run<{ result: Record<string, unknown> }>(values);
          const hits = Number(row.rateHits);
          const resetAt = new Date(row.rateResetAt as string | Date);
          if (row.id == null) return { accepted: false, hits, resetAt };
          return { accepted: true, booking: toBooking(row), hits, resetAt };
        } catch (err) {
          if (attempt >= REFERENCE_TRIES || !isReferenceCollision(err)) throw err;
        }
      }
    },
  };
}
