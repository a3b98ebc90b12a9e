import { createHash } from "node:crypto";

/*
 * The acknowledgement flood guard's two counts (see mail-queue-sql.ts), as a function that plans
 * each count at every call with the visitor's mailbox as a value. The enquiry's statement around it
 * keeps one plan per connection; a count inside that plan would be planned once, often on empty
 * tables, and such a plan read a cap's index by date alone: a whole day of acknowledgements per
 * count (tests/api/enquiry-plan.test.ts). Planned with the mailbox known, each count reads its own
 * index by its own key whatever the statistics say, and planning these two small statements costs
 * far less than planning the whole enquiry did.
 */

/** Acknowledgements to one mailbox (as its provider reads it) in the last 24 hours, counted up to $2. */
export const MAILBOX_COUNT_SQL = `select count(*)::int from (select 1 from mail_outbox
  where kind = 'acknowledgement' and mailbox = $1
    and created_at > now() - interval '24 hours' and status <> 'suppressed'
  limit $2) capped`;

/** Acknowledgements to that mailbox's domain in the last 24 hours, counted up to $2. */
export const DOMAIN_COUNT_SQL = `select count(*)::int from (select 1 from mail_outbox
  where kind = 'acknowledgement' and split_part(mailbox, '@', 2) = split_part($1, '@', 2)
    and created_at > now() - interval '24 hours' and status <> 'suppressed'
  limit $2) capped`;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The function, named by a hash of its definition like the enquiry procedure. */
export function ackCountsRoutine(): { name: string; createSql: string } {
  const definition = `(key text, ack_cap int, domain_cap int, out n int, out d int) language plpgsql stable as $ack$
begin
  execute ${quoted(MAILBOX_COUNT_SQL)} into n using key, ack_cap;
  execute ${quoted(DOMAIN_COUNT_SQL)} into d using key, domain_cap;
end
$ack$`;
  const name = `ack_counts_${createHash("sha256").update(definition).digest("hex").slice(0, 12)}`;
  return { name, createSql: `create or replace function ${name}${definition}` };
}
