import type { TRIP_CATEGORIES } from "@shared/enquiry-options";
import { includesText } from "../engine";
import type { CardList, CardModel, CatalogueConfig, CatalogueFilter } from "../types";
import { retreatCategories } from "../data/retreat-categories";
import type { RetreatCategoryCard, RetreatFamilyKey, RetreatProgramme } from "../schemas/retreats";

type TripCategory = (typeof TRIP_CATEGORIES)[number];

/**
 * The enquiry form's trip category of each retreat family (SPEC §3). `satisfies` ties the
 * names to shared/enquiry-options, so a renamed category fails the type check here.
 */
export const RETREAT_TRIP_CATEGORY = {
  womens: "Women's Signature Retreats",
  sapphic: "Queer Women's Retreats",
  queer: "Queer & Inclusive Retreats",
  career: "Career Upskilling Retreats",
  family: "Family Reconnection Retreats",
} as const satisfies Record<RetreatFamilyKey, TripCategory>;

/** The messages every retreat catalogue shares (SPEC §2). */
export const RETREAT_EMPTY = { title: "No retreats found", hint: "Try adjusting your search criteria" };

export const showingRetreats = (shown: number, total: number) => `Showing ${shown} of ${total} retreats`;

/**
 * The duration filter of the category pages: an option matches when the duration text
 * contains its value (SPEC §5), so "8-9" finds "8-9 Days" and "7" finds "7 Days".
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

/** At most `max` entries, with a "+N more ..." line for the rest. */
export function sliceList(title: string, items: readonly string[], max: number, noun?: string): CardList {
  const rest = items.length - max;
  const more = rest > 0 ? `+${rest} more${noun ? ` ${noun}${rest === 1 ? "" : "s"}` : ""}` : undefined;
  return { title, items: items.slice(0, max), more };
}

/** Programme cards show at most this many highlights and included items (SPEC §2). */
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

export interface DayRange {
  min: number;
  max: number;
}

/**
 * Reads a day range from text: "5-10 days" -> 5..10, "7 Days" -> 7..7, "10+" -> 10..Infinity.
 * Returns null when the text holds no number.
 */
export function parseDayRange(text: string): DayRange | null {
  const m = /(\d+)\s*(?:[-–]\s*(\d+)|(\+))?/.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[3] ? Number.POSITIVE_INFINITY : m[2] ? Number(m[2]) : min;
  return max >= min ? { min, max } : { min: max, max: min };
}

/** Two ranges overlap when they share at least one day ("5-7" and "7-10" share day 7). */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.min <= b.max && b.min <= a.max;
}

const LISTING_DURATIONS = ["5-7", "7-10", "10+"] as const;

const FAMILY_LABELS: Record<RetreatFamilyKey, string> = {
  womens: "Women's",
  sapphic: "Sapphic",
  queer: "Queer",
  career: "Career",
  family: "Family",
};

/** Retreat option names shown on a listing card before "+N more options" (SPEC §9). */
export const LISTING_OPTIONS_SHOWN = 3;

/** /retreats: the five retreat families, each linking to its own catalogue page. */
export const retreatsConfig: CatalogueConfig<RetreatCategoryCard> = {
  id: "retreats",
  items: retreatCategories,
  searchFields: (c) => [c.title, c.description, c.options],
  // A family is also found by what its programmes say ("yoga" finds We Women Retreat).
  related: {
    load: () => import("../search/retreat-programme-texts").then((m) => m.RETREAT_PROGRAMME_TEXTS),
    keyOf: (c) => c.category,
  },
  searchLabel: "Search retreats",
  searchPlaceholder: "Search by name, theme or retreat…",
  filters: [
    {
      key: "duration",
      label: "Duration",
      allLabel: "All Durations",
      options: LISTING_DURATIONS.map((value) => ({ value, label: `${value} Days` })),
      matches: (c, value) => {
        const card = parseDayRange(c.duration);
        const chosen = parseDayRange(value);
        return !!card && !!chosen && rangesOverlap(card, chosen);
      },
    },
    {
      key: "category",
      label: "Category",
      allLabel: "All Categories",
      options: (Object.keys(FAMILY_LABELS) as RetreatFamilyKey[]).map((value) => ({
        value,
        label: FAMILY_LABELS[value],
      })),
      matches: (c, value) => c.category === value,
    },
  ],
  // The SPEC gives the listing no count line; the view still announces an empty result.
  countLine: null,
  empty: RETREAT_EMPTY,
  toCard: (c) => ({
    key: c.id,
    title: c.title,
    image: c.image,
    imageAlt: "",
    eyebrow: c.location,
    duration: c.duration,
    description: c.description,
    badges: c.features,
    lists: [sliceList("Retreat options", c.options, LISTING_OPTIONS_SHOWN, "option")],
    links: [{ href: c.href, label: "Explore" }],
    rainbow: c.category === "sapphic" || c.category === "queer",
  }),
};
