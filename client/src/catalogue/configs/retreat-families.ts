import type { TRIP_CATEGORIES } from "@shared/enquiry-options";
import { includesText } from "../engine";
import type { CardModel, CatalogueFilter } from "../types";
import type { RetreatFamilyKey, RetreatProgramme } from "@shared/catalogue/schemas/retreats";

export { RETREAT_EMPTY, showingRetreats } from "./retreat-messages";

/*
 * What the five retreat family pages share. Kept apart from the /retreats listing's own
 * configuration, so a family page's chunk carries none of the listing's data.
 */

type TripCategory = (typeof TRIP_CATEGORIES)[number];

/**
 * The enquiry form's trip category of each retreat family (docs/site.md §3). `satisfies` ties the
 * names to shared/enquiry-options, so a renamed category fails the type check here.
 */
export const RETREAT_TRIP_CATEGORY = {
  womens: "Women's Signature Retreats",
  sapphic: "Queer Women's Retreats",
  queer: "Queer & Inclusive Retreats",
  career: "Career Upskilling Retreats",
  family: "Family Reconnection Retreats",
} as const satisfies Record<RetreatFamilyKey, TripCategory>;


/**
 * The duration filter of the category pages: an option matches when the duration text
 * contains its value (docs/site.md §5), so "8-9" finds "8-9 Days" and "7" finds "7 Days".
 */
export function durationSubstringFilter<T extends { duration: string }>(
  values: readonly string[],
): CatalogueFilter<T> {
  return {
    key: "duration",
    label: "Duration",
    allLabel: "All Durations",
    options: values.map((value) => ({ value, label: `${value} Days` })),
    matches: (item, value) => includesText(item.duration, value),
  };
}


/** Programme cards show at most this many highlights and included items (docs/site.md §2). */
export const PROGRAMME_LIST_SHOWN = 4;

/** The card of an inclusive, career or family programme, booking into its family's trip category. */
export function programmeToCard(p: RetreatProgramme, family: RetreatFamilyKey, rainbow = false): CardModel {
  return {
    key: p.id,
    title: p.name,
    image: p.image,
    imageAlt: "",
    eyebrow: p.location,
    duration: p.duration,
    groupSize: p.groupSize,
    rating: p.rating,
    description: p.description,
    badges: [p.category],
    lists: [
      { title: "Highlights", items: p.highlights.slice(0, PROGRAMME_LIST_SHOWN) },
      { title: "Included", items: p.includes.slice(0, PROGRAMME_LIST_SHOWN) },
    ],
    facts: [{ label: "Who it's for", value: p.targetAudience }],
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY[family] },
    rainbow,
  };
}
