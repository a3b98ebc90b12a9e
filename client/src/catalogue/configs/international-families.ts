/*
 * What the five international family pages share. Kept apart from the /international-trips
 * listing's own configuration, so a family page's chunk carries none of the listing's data.
 */

/** The enquiry form's trip categories for the international pages (SPEC §3), one per page. */
export const INTERNATIONAL_TRIP_CATEGORIES = {
  digitalNomad: "Digital Nomad Journeys",
  slowTravel: "Slow-Travel Cultural Immersion",
  skillTravel: "Skill & Travel Expeditions",
  workcation: "Workcation Transformation",
  earnWhileTravel: "Earn While You Travel",
} as const;

/** International cards show at most this many highlights, features or destinations. */
export const INTERNATIONAL_LIST_LIMIT = 3;
