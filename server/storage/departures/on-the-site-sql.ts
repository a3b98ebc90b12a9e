import { sql, type SQL } from "drizzle-orm";

/*
 * Which departures the site shows and the public may book (docs/decisions/departures-on-the-site.md):
 * open, starting after today, and of a published programme. A draft is the desk's only and an
 * archived programme has left the site, so their departures stay off it whatever their own status;
 * staff keep seeing and managing them. The public list (departures.ts) and the enquiry's check
 * (departure-bookings.ts) both read this one condition, so what is listed is what can be booked.
 */

/**
 * The departure `d` (its table alias) is of a published programme: by `programme_id`, or by its
 * title when it was added by title alone and not linked yet (the sample departures before
 * linkDeparturesByTitle; rows written by hand), as migration 0028 linked the older ones. Written
 * as `in` over the published programmes, not a correlated `exists`, so each is hashed once per
 * read rather than scanned per departure.
 */
const ofPublishedProgrammeSql = (d: string): SQL =>
  sql.raw(`(${d}.programme_id in (select sp.id from programmes sp where sp.status = 'published')
    or (${d}.programme_id is null and ${d}.programme in (select sp.title from programmes sp where sp.status = 'published')))`);

/** The departure `d` (its table alias) is on the site on `today` (the desk's day). */
export const onTheSiteSql = (d: string, today: string): SQL =>
  sql`${sql.raw(d)}.status = 'open' and ${sql.raw(d)}.start_date > ${today} and ${ofPublishedProgrammeSql(d)}`;
