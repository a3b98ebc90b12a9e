import type { CatalogueConfig } from "../types";
import { familyRetreats } from "../data/family-retreats";
import type { RetreatProgramme } from "../schemas/retreats";
import { durationSubstringFilter, programmeToCard, RETREAT_EMPTY, showingRetreats } from "./retreats";

/** /family-reconnection-retreats: three 5-7 day retreats for families of every shape. */
export const familyRetreatsConfig: CatalogueConfig<RetreatProgramme> = {
  id: "family-retreats",
  items: familyRetreats,
  searchFields: (p) => [p.name, p.description, p.highlights, p.targetAudience, p.location],
  searchLabel: "Search family retreats",
  searchPlaceholder: "Search by name, place or ages…",
  filters: [durationSubstringFilter<RetreatProgramme>(["5", "6", "7"])],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  toCard: (p) => programmeToCard(p, "family"),
};
