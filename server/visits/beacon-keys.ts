import { BOOKABLE_PROGRAMMES } from "@shared/programmes";

/** The key a beacon's programme or campaign is counted under when it is not one of ours. */
const OTHER_KEY = "other";
/** Longest campaign name counted under its own name; our campaigns' names are far shorter. */
const MAX_CAMPAIGN_KEY = 64;

const PROGRAMMES = new Set(BOOKABLE_PROGRAMMES);

/**
 * The funnel's keys of one beacon, bounded so nobody can grow the kept-for-years daily roll-up
 * with keys of their own: a programme only when it is one of the site's (the programmes' titles), a campaign only up to 64
 * characters. Anything else is counted under "other": a beacon is counted, never refused for it.
 */
export function beaconKeys(
  e: { programme: string | null; utmCampaign: string | null },
  programmes: ReadonlySet<string> = PROGRAMMES,
): { programme: string | null; campaign: string | null } {
  return {
    programme: e.programme === null ? null : programmes.has(e.programme) ? e.programme : OTHER_KEY,
    campaign: e.utmCampaign === null ? null : e.utmCampaign.length <= MAX_CAMPAIGN_KEY ? e.utmCampaign : OTHER_KEY,
  };
}
