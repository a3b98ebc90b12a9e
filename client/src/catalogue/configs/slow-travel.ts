import type { CatalogueDefinition } from "../types";
import { exactValueFilter } from "../filters";
import type { SlowTravelProgramme } from "@shared/catalogue/schemas/international";
import { INTERNATIONAL_LIST_LIMIT, internationalCard, internationalPage } from "./international-families";

export const slowTravelConfig: CatalogueDefinition<SlowTravelProgramme> = {
  id: "slow-travel-cultural-immersion",
  searchFields: (p) => [p.name, p.description, p.region, p.highlights],
  searchLabel: "Search slow-travel journeys",
  searchPlaceholder: "Search by place, region or highlight",
  filters: [
    // docs/site.md §5: the region must be exactly the chosen one.
    exactValueFilter({ key: "region", label: "Region", allLabel: "All Regions", value: (p) => p.region }),
  ],
  countLine: (shown, total) => `Showing ${shown} of ${total} journeys`,
  empty: { title: "No journeys found", hint: "Try adjusting your search or filters" },
  page: internationalPage("slowTravel", {
    intro: [
      "Fewer places, more time in each. Over 10 to 15 days you stay in two or three bases, cook with families, walk old trails and get to know a neighbourhood well enough to be greeted in it. Every journey has quiet, work-friendly corners if you need them. Groups of 8 to 12.",
    ],
    art: "/art/japan-fuji.svg",
  }),
  toCard: (p) =>
    internationalCard("slowTravel", p, p.region, [
      { title: "Highlights", items: p.highlights.slice(0, INTERNATIONAL_LIST_LIMIT) },
      { title: "Live the culture", items: p.culturalExperiences.slice(0, INTERNATIONAL_LIST_LIMIT) },
    ]),
};
