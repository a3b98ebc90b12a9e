import { sql } from "drizzle-orm";
import type { Insights } from "@shared/api-types";
import { recentWeeks, weekStart, WEEK_SQL_OFFSET } from "../desk/insight-weeks";
import type { Db } from "../db";

type Rows<T> = { rows: T[] };

/**
 * The desk's Insights tab: SQL aggregates over the last 4, 12 or 52 weeks; suspect enquiries never
 * count. "Answered within 24 h" is out of the enquiries whose outcome is known (answered, or their
 * 24 hours over at `now`); those still inside their 24 hours are counted apart as `waiting`.
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
          select kind, label, n as count from (
            select v.kind, v.label, count(*) as n, row_number() over (partition by v.kind order by count(*) desc, v.label) as rank
            from bookings b cross join lateral (values
              ('programme', b.source_programme),
              ('page', b.source_path),
              ('referrer', coalesce(substring(b.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#:]+)'), b.referrer)),
              ('campaign', b.utm_campaign)
            ) as v(kind, label)
            where ${inWindow} and v.label is not null
            group by v.kind, v.label
          ) ranked where rank <= 10 order by kind, n desc, label`),
        rows<{ total: string; answered: string; within24h: string; decided: string; waiting: string; median: number | string | null }>(sql`
          select count(*) as total, count(first_response_at) as answered,
            count(*) filter (where first_response_at <= due_at) as within24h,
            count(*) filter (where first_response_at is not null or due_at <= ${at}::timestamptz) as decided,
            count(*) filter (where first_response_at is null and due_at > ${at}::timestamptz) as waiting,
            percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at) / 60) as median
          from bookings where ${inWindow}`),
        rows<{ status: string; count: string }>(sql`
          select status, count(*) as count from bookings where ${inWindow} group by status order by status`),
        rows<{ userId: number; username: string; name: string | null; assigned: string; answered: string }>(sql`
          select u.id as "userId", u.username, u.name, count(b.id) as assigned, count(b.first_response_at) as answered
          from users u left join bookings b on b.assignee_id = u.id and b.suspect is null and b.created_at >= ${from}::timestamptz
          group by u.id having u.disabled_at is null or count(b.id) > 0
          order by u.username`),
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
