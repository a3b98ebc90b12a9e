/*
 * The acknowledgement flood guard's two counts (see mail-queue-sql.ts), written so that a plan kept
 * across calls can only read each count's own index by its own key. PL/pgSQL keeps one generic plan
 * of the enquiry's statement per connection, often made on empty tables, and such a plan may read a
 * partial index whole when the query implies its predicate: with both counts' indexes marked
 * `kind = 'acknowledgement'`, it read a whole day of acknowledgements per count. Here each count
 * states the predicate of its own index alone (migration 0019), names the kind in a form no index
 * predicate matches, and bounds the window by a row comparison on (key, created_at), which only an
 * index led by that key can serve (tests/api/enquiries/enquiry-plan.test.ts). Planning the two counts at every
 * enquiry instead cost about a tenth of an enquiry's database time.
 */

/** Acknowledgements to one mailbox (as its provider reads it) in the last 24 hours, counted up to `cap`. */
export function mailboxCountSql(mailbox: string, cap: string): string {
  return `(select count(*)::int from (select 1 from mail_outbox
    where mailbox <> '' and mailbox = ${mailbox} and (mailbox, created_at) > (${mailbox}, now() - interval '24 hours')
      and kind || '' = 'acknowledgement' and status <> 'suppressed'
    limit ${cap}) capped)`;
}

/**
 * Whether that mailbox's domain stands at its ceiling (ack_domain_holds, migration 0022): a count
 * reached a ceiling of `cap` or more, and the oldest acknowledgement it counted is not yet 24 hours
 * old, so none it counted has left the window. At the ceiling, a flood's every enquiry would
 * otherwise count the ceiling's acknowledgements again.
 */
export function domainHeldSql(mailbox: string, cap: string): string {
  return `exists (select 1 from ack_domain_holds h
    where h.domain = split_part(${mailbox}, '@', 2) and h.until > now() and h.cap >= ${cap})`;
}

/**
 * Acknowledgements to that mailbox's domain in the last 24 hours, counted up to `cap` (`d`), with the
 * oldest of them (`oldest`, which a hold lasts from); nothing is read while `held` is true.
 */
export function domainCountSql(mailbox: string, cap: string, held: string): string {
  const domain = `split_part(${mailbox}, '@', 2)`;
  return `select count(*)::int as d, min(capped.created_at) as oldest from (select created_at from mail_outbox
    where split_part(mailbox, '@', 2) <> '' and split_part(mailbox, '@', 2) = ${domain}
      and (split_part(mailbox, '@', 2), created_at) > (${domain}, now() - interval '24 hours')
      and kind || '' = 'acknowledgement' and status <> 'suppressed'
    limit ${cap}) capped
    where not ${held}`;
}
