import type { CatalogueDefinition } from "../types";
import type { WomensRetreat } from "@shared/catalogue/schemas/retreats";
import { durationSubstringFilter, RETREAT_EMPTY, RETREAT_TRIP_CATEGORY, showingRetreats } from "./retreat-families";

/** Cards show at most this many features (docs/site.md §2). */
export const WOMENS_FEATURES_SHOWN = 4;

/** /womens-retreats: the seven We Women retreats. */
export const womensRetreatsConfig: CatalogueDefinition<WomensRetreat> = {
  id: "womens-retreats",
  searchFields: (r) => [r.title, r.description, r.features],
  searchLabel: "Search women's retreats",
  searchPlaceholder: "Search by name, place or practice…",
  filters: [durationSubstringFilter<WomensRetreat>(["5", "7", "8"])],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  page: {
    screen: "womens",
    intro:
      "Women-only retreats of 5 to 10 days, in India and abroad. Groups of 8 to 15, women facilitators, and days that leave room for you to rest as well as to grow.",
    art: "/art/lotus-pond.svg",
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.womens },
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
    lists: [{ title: "What your days hold", items: r.features.slice(0, WOMENS_FEATURES_SHOWN) }],
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.womens },
  }),
};
