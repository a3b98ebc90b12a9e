import type { CardList, CatalogueDefinition } from "../types";
import type { RetreatCategoryCard, RetreatFamilyKey } from "@shared/catalogue/schemas/retreats";
import { RETREAT_EMPTY } from "./retreat-messages";

/** At most `max` entries, with a "+N more ..." line for the rest. */
export function sliceList(title: string, items: readonly string[], max: number, noun?: string): CardList {
  const rest = items.length - max;
  const more = rest > 0 ? `+${rest} more${noun ? ` ${noun}${rest === 1 ? "" : "s"}` : ""}` : undefined;
  return { title, items: items.slice(0, max), more };
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

/** Retreat option names shown on a listing card before "+N more options" (docs/site.md §9). */
export const LISTING_OPTIONS_SHOWN = 3;

/** /retreats: the five retreat families, each linking to its own catalogue page. */
export const retreatsConfig: CatalogueDefinition<RetreatCategoryCard> = {
  id: "retreats",
  searchFields: (c) => [c.title, c.description, c.options],
  // A family is also found by what its programmes say ("yoga" finds We Women Retreat).
  related: {
    load: () => import("../search/retreat-programme-texts").then((m) => m.loadRetreatProgrammeTexts()),
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
  // The listing has no count line (docs/site.md §2); the view still announces an empty result.
  countLine: null,
  empty: RETREAT_EMPTY,
  page: {
    screen: "retreats",
    intro:
      "Five families of retreats, each held by facilitators who have lived what they teach. Find the one that fits where you are now, from a women's circle in the Nilgiris to a family week on the Kerala backwaters.",
    art: "/art/hero-journey.svg",
    booking: { tripType: "retreat" },
    headerActions: [{ kind: "book" }],
  },
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
