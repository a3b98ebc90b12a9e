/**
 * The SQL that queues an enquiry's two e-mails, shared by the statement that stores an enquiry and
 * the one that releases a suspect enquiry. Bodies are not stored: they are rendered from the booking
 * when sent. `source` is a CTE of booking rows (id, reference, email, suspect); the placeholders
 * are the parameter numbers of the statement this is part of.
 */
export interface QueueParams {
  /** Acknowledgements allowed per address in 24 hours. */
  ackCap: string;
  /** Comma-separated staff addresses. */
  staffTo: string;
  /** Domain of the Message-IDs. */
  domain: string;
}

export const ACK_CAP_REASON = "Not sent: this address already had 3 acknowledgements in the last 24 hours (flood guard)";

export function queueMailCte(source: string, p: QueueParams): string {
  // Addresses are compared lower-cased, so changing the case can't get around the cap; the
  // lower-cased address is stored, so the (to_address, created_at) index answers the count.
  return `
  queued as (
    insert into mail_outbox (booking_id, kind, to_address, message_id, status, last_error)
    select s.id, m.kind, m.to_address,
      '<booking-' || s.id || '-' || m.kind || '.' || s.reference || '@' || ${p.domain}::text || '>',
      case when m.kind = 'acknowledgement' and r.n >= ${p.ackCap}::int then 'suppressed' else 'queued' end,
      case when m.kind = 'acknowledgement' and r.n >= ${p.ackCap}::int then '${ACK_CAP_REASON}' end
    from ${source} s
    cross join lateral (
      select count(*)::int as n from mail_outbox
      where kind = 'acknowledgement' and to_address = lower(s.email)
        and created_at > now() - interval '24 hours' and status <> 'suppressed'
    ) r
    cross join lateral (values ('acknowledgement', lower(s.email)), ('staff-alert', ${p.staffTo}::text)) as m(kind, to_address)
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
