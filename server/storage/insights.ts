import { sql } from "drizzle-orm";
import type { Insights } from "@shared/api-types";
import { recentWeeks, weekStart, WEEK_SQL_OFFSET } from "./insight-weeks";
import type { Db } from "../db";

type Rows<T> = { rows: T[] };

/** Each lead-source chart names its most frequent labels; the rest are one row, so every enquiry counts once in each. */
const SOURCE_ROWS = 10;
const OTHER = "Other";
/** A booking of a departure counts under its programme's title as it is now; others under the programme they named. */
const PROGRAMME_OF_BOOKING = sql`(select p.title from departures d join programmes p on p.id = d.programme_id where d.id = b.departure_id)`;
/** The label of an enquiry without that source, so it still counts once in the chart. */
const NONE = { programme: "No programme", page: "Unknown page", referrer: "direct", campaign: "No campaign" } as const;

/** Messages from staff to a visitor: e-mails (from the desk or a verified mail client), logged contacts and WhatsApp messages. */
const STAFF_CONTACTS = sql.raw(`(
  select booking_id, by_user_id, at from mail_messages where direction = 'out' and kind in ('desk', 'staff')
  union all
  select booking_id, by_user_id, at from booking_activities where kind in ('call', 'email', 'whatsapp'))`);

/** A booking's first contact with the visitor (for a lateral join on bookings b): a status change is none. */
const FIRST_CONTACT = sql.raw(`select min(x.at) as at from (
  select m.at from mail_messages m where m.booking_id = b.id and m.direction = 'out' and m.kind in ('desk', 'staff')
  union all
  select a.at from booking_activities a where a.booking_id = b.id and a.kind in ('call', 'email', 'whatsapp')) x`);

/** Cancelled or marked as a duplicate: no longer waiting for an answer. */
const CLOSED = sql.raw(`(b.status = 'cancelled' or b.duplicate_of_id is not null)`);

/**
 * The desk's Insights tab: SQL aggregates over the last 4, 12 or 52 weeks; suspect enquiries never
 * count. "Answered" means a contact with the visitor (an e-mail, a logged contact, a WhatsApp
 * message): a status change alone answers nobody. "Answered within 24 h" is out of the enquiries
 * whose outcome is known (answered, or their 24 hours over at `now`); those still inside their 24
 * hours and not cancelled or a duplicate are counted apart as `waiting`.
 */
export function insightsStorage(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    async insights(now = new Date(), count = 12): Promise<Insights> {
      const weeks = recentWeeks(now, count);
      const at = now.toISOString();
      const from = weekStart(weeks[0]).toISOString();
      const inWindow = sql`suspect is null and created_at >= ${from}::timestamptz`;
      // Kolkata's Monday-to-Sunday week of each booking (a fixed offset: see insight-weeks.ts).
      const week = sql.raw(`to_char(date_trunc('week', (created_at at time zone 'UTC') + interval '${WEEK_SQL_OFFSET}'), 'YYYY-MM-DD')`);

      const [perWeek, bySource, [response], statusMix, byStaff] = await Promise.all([
        rows<{ week: string; category: string; count: string }>(sql`
          select ${week} as week, trip_category as category, count(*) as count
          from bookings where ${inWindow} group by 1, 2 order by 1, 2`),
        rows<{ kind: Insights["bySource"][number]["kind"]; label: string; count: string }>(sql`
          select kind, label, sum(n) as count from (
            select kind, case when rank <= ${SOURCE_ROWS} then label else ${OTHER} end as label, n from (
              select v.kind, v.label, count(*) as n, row_number() over (partition by v.kind order by count(*) desc, v.label) as rank
              from bookings b cross join lateral (values
                ('programme', coalesce(${PROGRAMME_OF_BOOKING}, b.source_programme, ${NONE.programme})),
                ('page', coalesce(b.source_path, ${NONE.page})),
                ('referrer', coalesce(substring(b.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#:]+)'), b.referrer, ${NONE.referrer})),
                ('campaign', coalesce(b.utm_campaign, ${NONE.campaign}))
              ) as v(kind, label)
              where ${inWindow}
              group by v.kind, v.label
            ) ranked
          ) cut group by kind, label order by kind, count desc, label`),
        rows<{ total: string; answered: string; within24h: string; decided: string; waiting: string; median: number | string | null }>(sql`
          select count(*) as total, count(c.at) as answered,
            count(*) filter (where c.at <= b.due_at) as within24h,
            count(*) filter (where c.at is not null or b.due_at <= ${at}::timestamptz) as decided,
            count(*) filter (where c.at is null and b.due_at > ${at}::timestamptz and not ${CLOSED}) as waiting,
            percentile_cont(0.5) within group (order by extract(epoch from c.at - b.created_at) / 60) as median
          from bookings b left join lateral (${FIRST_CONTACT}) c on true where ${inWindow}`),
        rows<{ status: string; count: string }>(sql`
          select status, count(*) as count from bookings where ${inWindow} group by status order by status`),
        rows<{ userId: number; username: string; name: string | null; assigned: string; answered: string }>(sql`
          select "userId", username, name, assigned, answered from (
            select u.id as "userId", u.username, u.name, u.disabled_at,
              (select count(*) from bookings b where b.assignee_id = u.id and ${inWindow}) as assigned,
              (select count(*) from ${STAFF_CONTACTS} x join bookings b on b.id = x.booking_id
                where x.by_user_id = u.id and x.at >= ${from}::timestamptz and b.suspect is null) as answered
            from users u
          ) s where disabled_at is null or assigned > 0 or answered > 0
          order by username`),
      ]);

      const n = (v: string | number) => Number(v);
      return {
        weeks,
        perWeek: perWeek.map((r) => ({ week: r.week, category: r.category, count: n(r.count) })),
        bySource: bySource.map((r) => ({ kind: r.kind, label: r.label, count: n(r.count) })),
        response: {
          answered: n(response.answered),
          within24h: n(response.within24h),
          decided: n(response.decided),
          waiting: n(response.waiting),
          total: n(response.total),
          medianMinutes: response.median === null ? null : Math.round(n(response.median)),
        },
        statusMix: statusMix.map((r) => ({ status: r.status, count: n(r.count) })),
        byStaff: byStaff.map((r) => ({ userId: n(r.userId), username: r.username, name: r.name, assigned: n(r.assigned), answered: n(r.answered) })),
      };
    },
  };
}
