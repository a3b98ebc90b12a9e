import { domainCountSql, mailboxCountSql } from "./ack-counts";

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
  // its own (ack-counts.ts).
  const held = `case when m.kind <> 'acknowledgement' then null
        when r.n >= ${p.ackCap}::int then '${ACK_CAP_REASON}'
        when r.d >= ${p.domainCap}::int then '${DOMAIN_CAP_REASON}' end`;
  return `
  queued as (
    insert into mail_outbox (booking_id, kind, to_address, mailbox, message_id, status, last_error)
    select s.id, m.kind, m.to_address, m.mailbox,
      '<booking-' || s.id || '-' || m.kind || '.' || s.reference || '@' || ${p.domain}::text || '>',
      case when (${held}) is null then 'queued' else 'suppressed' end,
      ${held}
    from ${source} s
    cross join lateral (select mailbox_key(s.email) as key offset 0) k
    -- Each count stops at its cap: whether the cap is reached is all that matters, and a busy
    -- domain's count would otherwise read a day of its rows for every enquiry.
    cross join lateral (select ${mailboxCountSql("k.key", `${p.ackCap}::int`)} as n, ${domainCountSql("k.key", `${p.domainCap}::int`)} as d offset 0) r
    cross join lateral (values ('acknowledgement', lower(s.email), k.key), ('staff-alert', ${p.staffTo}::text, null)) as m(kind, to_address, mailbox)
    where s.suspect is null
    on conflict (message_id) do nothing
    returning id
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
