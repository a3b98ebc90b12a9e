import { sql } from "drizzle-orm";
import { FUNNEL_DIMENSIONS, type Funnel, type FunnelDimension, type FunnelRow } from "@shared/funnel";
import type { Db } from "../db";

/** Each breakdown lists at most this many keys, the most visited first. */
export const FUNNEL_ROWS = 200;

type Rows<T> = { rows: T[] };
type Sum = { dimension: FunnelDimension | "total"; key: string; visitors: number; pageviews: number; enquiry_opens: number };

/**
 * The referrer's host name as sourceOf (shared/visit-event.ts) reads it: after "://", before the
 * path, query or fragment, without user info or port; `direct` when there is none. String splits,
 * not a regex: this runs on every booking of the period.
 */
const REFERRER_HOST = sql.raw(
  `coalesce(nullif(lower(split_part(split_part(split_part(split_part(split_part(split_part(referrer, '://', 2), '/', 1), '?', 1), '#', 1), '@', -1), ':', 1)), ''), 'direct')`,
);

/**
 * The funnel for the days `from` to `to` (YYYY-MM-DD in `timeZone`, both included): the daily
 * roll-up (today's rows are kept up to date by each batch of events), and the bookings stored in
 * the period (suspect ones left out) on their own lead-source fields: each under the page its visit
 * began on (an enquiry stored before the landing page was kept, under the page it was sent from).
 */
export function funnelStorage(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    async funnel(from: string, to: string, timeZone: string): Promise<Funnel> {
      const [visits, enquiries] = await Promise.all([
        rows<Sum>(sql`
          select dimension, key, sum(visitors)::int as visitors, sum(pageviews)::int as pageviews, sum(enquiry_opens)::int as enquiry_opens
          from visit_daily where day >= ${from}::date and day <= ${to}::date
          group by dimension, key`),
        rows<{ dimension: FunnelDimension | "total"; key: string; enquiries: number }>(sql`
          select
            case when grouping(page) = 0 then 'page' when grouping(programme) = 0 then 'programme'
                 when grouping(source) = 0 then 'source' when grouping(campaign) = 0 then 'campaign' else 'total' end as dimension,
            case when grouping(page) = 0 then page when grouping(programme) = 0 then programme
                 when grouping(source) = 0 then source when grouping(campaign) = 0 then campaign else '' end as key,
            count(*)::int as enquiries
          from (
            select split_part(coalesce(landing_path, source_path), '?', 1) as page, source_programme as programme, ${REFERRER_HOST} as source, utm_campaign as campaign
            from bookings
            where suspect is null
              and created_at >= (${from}::date)::timestamp at time zone ${timeZone}
              and created_at < (${to}::date + 1)::timestamp at time zone ${timeZone}
          ) b
          group by grouping sets ((), (page), (programme), (source), (campaign))
          having not (grouping(page) = 0 and page is null) and not (grouping(programme) = 0 and programme is null)
            and not (grouping(campaign) = 0 and campaign is null)`),
      ]);
      return assembleFunnel(visits, enquiries);
    },
  };
}

/** Joins the visit sums and the enquiry counts key by key; the most visited keys first. */
export function assembleFunnel(visits: Sum[], enquiries: { dimension: string; key: string; enquiries: number }[]): Funnel {
  const by = new Map<string, Map<string, FunnelRow>>(FUNNEL_DIMENSIONS.map((d) => [d, new Map()]));
  const row = (dimension: string, key: string) => {
    const keys = by.get(dimension);
    if (!keys) return undefined;
    let r = keys.get(key);
    if (!r) keys.set(key, (r = { key, visitors: 0, enquiryOpens: 0, enquiries: 0 }));
    return r;
  };
  const totals = { visitors: 0, pageviews: 0, enquiryOpens: 0, enquiries: 0 };
  for (const v of visits) {
    if (v.dimension === "total") {
      totals.visitors = Number(v.visitors);
      totals.pageviews = Number(v.pageviews);
      totals.enquiryOpens = Number(v.enquiry_opens);
      continue;
    }
    const r = row(v.dimension, v.key);
    if (!r) continue;
    r.visitors = Number(v.visitors);
    r.enquiryOpens = Number(v.enquiry_opens);
  }
  for (const e of enquiries) {
    if (e.dimension === "total") totals.enquiries = Number(e.enquiries);
    else {
      const r = row(e.dimension, e.key);
      if (r) r.enquiries = Number(e.enquiries);
    }
  }
  const list = (d: FunnelDimension) =>
    [...by.get(d)!.values()]
      .sort((a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.key.localeCompare(b.key))
      .slice(0, FUNNEL_ROWS);
  return { totals, byPage: list("page"), byProgramme: list("programme"), bySource: list("source"), byCampaign: list("campaign") };
}
