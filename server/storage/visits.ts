import { sql } from "drizzle-orm";
import type { Db } from "../db";
import { DEFAULT_VISIT_RETENTION_DAYS } from "../core/config";
import { addDays } from "@shared/desk-clock";
import { aggregateEvents, ROLLED_THROUGH_KEY } from "./visit-aggregate";

/** One stored event: nothing in it names the visitor (see shared/schema/visits.ts). */
export interface VisitRow {
  day: string;
  type: string;
  visitor: string;
  path: string;
  programme: string | null;
  source: string;
  campaign: string | null;
}

/** Raw events are kept this many days before today; the roll-up keeps their sums longer. */
export const RAW_EVENT_DAYS = 30;

// Any constant works; it only has to be the same in every process of this app.
const ROLLUP_LOCK = 724_325;

type Rows<T> = { rows: T[] };

/** Visits: batched event writes with their rate-limit counts, the daily roll-up and its retention. */
export function visitStorage(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    /**
     * Stores a batch of events and adds each address key's hits to its rate-limit counter, in one
     * statement; answers every counter's total and window end, for the next limit decisions.
     */
    async storeVisitBatch(
      events: VisitRow[],
      hits: { key: string; hits: number }[],
      windowMs: number,
    ): Promise<{ key: string; hits: number; resetAt: Date }[]> {
      const resetAt = new Date(Date.now() + windowMs).toISOString();
      // The events, their keys (one per dimension), and for each day and key: the visitors not
      // seen before (visit_seen), page views and dialogs opened, added to the day's roll-up rows.
      const counted = await rows<{ key: string; hits: number; reset_at: string | Date }>(sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
            as e(day date, type text, visitor text, path text, programme text, source text, campaign text)
        ),
        stored as (
          insert into visit_events (day, type, visitor, path, programme, source, campaign)
          select day, type, visitor, path, programme, source, campaign from input
        ),
        keyed as (
          select i.day, i.type, i.visitor, k.dimension, k.key
          from input i cross join lateral (values
            ('total', ''), ('page', i.path), ('programme', i.programme), ('source', i.source), ('campaign', i.campaign)
          ) as k(dimension, key)
          where k.key is not null
        ),
        seen as (
          insert into visit_seen (day, dimension, key, visitor)
          select distinct day, dimension, key, visitor from keyed
          on conflict do nothing
          returning day, dimension, key
        ),
        fresh as (select day, dimension, key, count(*)::int as n from seen group by day, dimension, key),
        daily as (
          insert into visit_daily (day, dimension, key, visitors, pageviews, enquiry_opens)
          select k.day, k.dimension, k.key, coalesce(max(f.n), 0),
            (count(*) filter (where k.type = 'pageview'))::int, (count(*) filter (where k.type = 'enquiry-open'))::int
          from keyed k left join fresh f on f.day = k.day and f.dimension = k.dimension and f.key = k.key
          group by k.day, k.dimension, k.key
          on conflict (day, dimension, key) do update set
            visitors = visit_daily.visitors + excluded.visitors,
            pageviews = visit_daily.pageviews + excluded.pageviews,
            enquiry_opens = visit_daily.enquiry_opens + excluded.enquiry_opens
        )
        insert into rate_limits (key, hits, reset_at)
        select key, hits, ${resetAt}::timestamptz from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as h(key text, hits int)
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning key, hits, reset_at`);
      return counted.map((r) => ({ key: r.key, hits: Number(r.hits), resetAt: new Date(r.reset_at) }));
    },

    /**
     * Closes every finished day not closed yet: its roll-up rows are recomputed from its raw events
     * (exact even if a batch was lost half-way), and its visit_seen rows deleted. Then deletes raw
     * events older than RAW_EVENT_DAYS and roll-up rows older than `keepDays` (VISIT_RETENTION_DAYS).
     * One process at a time does it (a transaction-scoped advisory lock); a second one finds the work done. Answers false when another process held the lock.
     */
    async rollUpVisits(today: string, keepDays = DEFAULT_VISIT_RETENTION_DAYS): Promise<boolean> {
      return db.transaction(async (tx) => {
        const run = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as Rows<T>).rows;
        const [lock] = await run<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as locked`);
        if (!lock.locked) return false;
        const yesterday = addDays(today, -1);
        const [mark] = await run<{ through: string | null }>(sql`
          select coalesce(
            (select value from app_settings where key = ${ROLLED_THROUGH_KEY}),
            (select to_char(min(day) - 1, 'YYYY-MM-DD') from visit_events)) as through`);
        if (mark.through !== null && mark.through < yesterday) {
          const closing = sql`day > ${mark.through}::date and day <= ${yesterday}::date`;
          await tx.execute(sql`delete from visit_daily where ${closing}`);
          await tx.execute(sql`
            insert into visit_daily (day, dimension, key, visitors, pageviews, enquiry_opens)
            ${aggregateEvents(closing)}`);
        }
        await tx.execute(sql`delete from visit_seen where day < ${today}::date`);
        await tx.execute(sql`
          insert into app_settings (key, value) values (${ROLLED_THROUGH_KEY}, ${yesterday})
          on conflict (key) do update set value = greatest(app_settings.value, excluded.value)`);
        await tx.execute(sql`delete from visit_events where day < ${addDays(today, -RAW_EVENT_DAYS)}::date`);
        await tx.execute(sql`delete from visit_daily where day < ${addDays(today, -keepDays)}::date`);
        return true;
      });
    },
  };
}
