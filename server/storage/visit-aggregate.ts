import { sql, type SQL } from "drizzle-orm";

/**
 * Raw events summed per day and dimension: the day's unique visitors, pageviews and enquiry
 * dialogs opened, for the whole day (`total`, key '') and per page, programme, source and campaign.
 * Closing a day replaces its rows, kept up to date batch by batch during the day, with these.
 */
export function aggregateEvents(where: SQL): SQL {
  return sql`
    select day,
      case when grouping(path) = 0 then 'page' when grouping(programme) = 0 then 'programme'
           when grouping(source) = 0 then 'source' when grouping(campaign) = 0 then 'campaign' else 'total' end as dimension,
      case when grouping(path) = 0 then path when grouping(programme) = 0 then programme
           when grouping(source) = 0 then source when grouping(campaign) = 0 then campaign else '' end as key,
      count(distinct visitor)::int as visitors,
      (count(*) filter (where type = 'pageview'))::int as pageviews,
      (count(*) filter (where type = 'enquiry-open'))::int as enquiry_opens
    from visit_events
    where ${where}
    group by grouping sets ((day), (day, path), (day, programme), (day, source), (day, campaign))
    having not (grouping(programme) = 0 and programme is null) and not (grouping(campaign) = 0 and campaign is null)`;
}

/** The app_settings row holding the last day whose events are in visit_daily. */
export const ROLLED_THROUGH_KEY = "visits_rolled_through";
