import { domainCountSql, domainHeldSql, mailboxCountSql } from "./ack-counts";

/**
 * The SQL that queues an enquiry's two e-mails, shared by the statement that stores an enquiry and
 * the one that releases a suspect enquiry. Bodies are not stored: they are rendered from the booking
 * when sent. `source` is a CTE of booking rows (id, reference, email, suspect); the placeholders
 * are the parameter numbers of the statement this is part of.
 */
export interface QueueParams {
  /** Acknowledgements allowed per mailbox in 24 hours. */
  ackCap: string;
  /** Acknowledgements allowed per recipient domain in 24 hours. */
  domainCap: string;
  /** Comma-separated staff addresses. */
  staffTo: string;
  /** Domain of the Message-IDs. */
  domain: string;
}

export const ACK_CAP_REASON = "Not sent: this mailbox already had 3 acknowledgements in the last 24 hours (flood guard)";
export const DOMAIN_CAP_REASON = "Not sent: this domain reached its daily ceiling of acknowledgements (flood guard)";

export function queueMailCte(source: string, p: QueueParams): string {
  // The cap counts the mailbox as its provider reads it (mailbox_key: case, +tag, Gmail's dots), so
  // spelling an address differently can't get around it; the ceiling counts the whole domain, so
  // many mailboxes of one company can't be flooded either. Both counts read partial indexes, each
  // its own (ack-counts.ts). A domain found at its ceiling is held there (ack_domain_holds) until
  // the oldest acknowledgement counted is 24 hours old, and until then is not counted again.
  const domainCap = `${p.domainCap}::int`;
  const held = `case when m.kind <> 'acknowledgement' then null
        when f.n >= ${p.ackCap}::int then '${ACK_CAP_REASON}'
        when f.held or f.d >= ${domainCap} then '${DOMAIN_CAP_REASON}' end`;
  return `
  flood as (
    select s.id, s.reference, s.email, k.key, r.n, r.held, c.d, c.oldest
    from ${source} s
    cross join lateral (select mailbox_key(s.email) as key offset 0) k
    -- Each count stops at its cap: whether the cap is reached is all that matters, and a busy
    -- domain's count would otherwise read a day of its rows for every enquiry.
    cross join lateral (select ${mailboxCountSql("k.key", `${p.ackCap}::int`)} as n, ${domainHeldSql("k.key", domainCap)} as held offset 0) r
    cross join lateral (${domainCountSql("k.key", domainCap, "r.held")}) c
    where s.suspect is null
  ),
  queued as (
    insert into mail_outbox (booking_id, kind, to_address, mailbox, message_id, status, last_error)
    select f.id, m.kind, m.to_address, m.mailbox,
      '<booking-' || f.id || '-' || m.kind || '.' || f.reference || '@' || ${p.domain}::text || '>',
      case when (${held}) is null then 'queued' else 'suppressed' end,
      ${held}
    from flood f
    cross join lateral (values ('acknowledgement', lower(f.email), f.key), ('staff-alert', ${p.staffTo}::text, null)) as m(kind, to_address, mailbox)
    on conflict (message_id) do nothing
    returning id
  ),
  domain_held as (
    insert into ack_domain_holds (domain, cap, until)
    select split_part(f.key, '@', 2), ${domainCap}, min(f.oldest) + interval '24 hours'
    from flood f
    where not f.held and f.d >= ${domainCap} and split_part(f.key, '@', 2) <> ''
    group by 1
    on conflict (domain) do update set cap = excluded.cap, until = excluded.until
  )`;
}

/**
 * Announces released bookings to every process's LISTEN (payload {"id": n}) inside the statement
 * that releases them; an enquiry announces itself after its commit instead (enquiries.ts).
 */
export function notifyCte(source: string): string {
  return `
  notified as (
    select pg_notify('bookings', json_build_object('id', s.id)::text) from ${source} s where s.suspect is null
  )`;
}
