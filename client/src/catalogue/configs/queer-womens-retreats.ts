import type { CatalogueDefinition } from "../types";
import type { QueerWomensRetreat } from "@shared/catalogue/schemas/retreats";
import { durationSubstringFilter, RETREAT_EMPTY, RETREAT_TRIP_CATEGORY, showingRetreats } from "./retreat-families";

/** Cards show at most this many features (docs/site.md §2). */
export const QUEER_WOMENS_FEATURES_SHOWN = 4;

/** /queer-womens-retreats: the seven Sapphic retreats. */
export const queerWomensRetreatsConfig: CatalogueDefinition<QueerWomensRetreat> = {
  id: "queer-womens-retreats",
  searchFields: (r) => [r.title, r.description, r.features, r.themes, r.targetAudience],
  searchLabel: "Search sapphic retreats",
  searchPlaceholder: "Search by name, theme or who it's for…",
  filters: [durationSubstringFilter<QueerWomensRetreat>(["6", "7", "8"])],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  page: {
    screen: "queerWomens",
    intro:
      "Retreats for lesbian, bisexual and queer women, led by queer women. Small groups of 8 to 12, stays we have vetted ourselves, and room to be entirely yourself.",
    art: "/art/rainbow-valley.svg",
    rainbow: true,
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.sapphic },
    headerActions: [{ kind: "book" }],
  },
  toCard: (r) => ({
    key: r.id,
    title: r.title,
    image: r.image,
    imageAlt: "",
    eyebrow: r.location,
    duration: r.duration,
    groupSize: r.groupSize,
    rating: r.rating,
    description: r.description,
    badges: r.themes,
    lists: [{ title: "What your days hold", items: r.features.slice(0, QUEER_WOMENS_FEATURES_SHOWN) }],
    facts: [
      { label: "Focus", value: r.focus },
      { label: "Who it's for", value: r.targetAudience },
      { label: "You leave with", value: r.outcome },
    ],
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.sapphic },
    rainbow: true,
  }),
};
