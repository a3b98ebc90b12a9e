import type { CatalogueConfig } from "../types";
import { queerInclusiveRetreats } from "../data/queer-inclusive-retreats";
import type { RetreatProgramme } from "../schemas/retreats";
import { INCLUSIVE_CATEGORIES } from "../inclusive-categories";
import {
  durationSubstringFilter,
  programmeToCard,
  RETREAT_EMPTY,
  showingRetreats,
} from "./retreats";

/** /queer-inclusive-retreats: four programmes in two categories, filterable by either. */
export const queerInclusiveRetreatsConfig: CatalogueConfig<RetreatProgramme> = {
  id: "queer-inclusive-retreats",
  items: queerInclusiveRetreats,
  searchFields: (p) => [p.name, p.description, p.highlights, p.targetAudience, p.location],
  searchLabel: "Search queer and inclusive retreats",
  searchPlaceholder: "Search by name, place or who it's for…",
  filters: [
    durationSubstringFilter<RetreatProgramme>(["7", "8-9", "10"]),
    {
      key: "category",
      label: "Category",
      allLabel: "All Categories",
      options: INCLUSIVE_CATEGORIES.map((value) => ({ value, label: value })),
      matches: (p, value) => p.category === value,
    },
  ],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  toCard: (p) => programmeToCard(p, "queer", true),
};
