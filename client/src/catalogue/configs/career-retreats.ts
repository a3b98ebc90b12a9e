import type { CatalogueConfig } from "../types";
import { careerRetreats } from "../data/career-retreats";
import type { RetreatProgramme } from "../schemas/retreats";
import { durationSubstringFilter, programmeToCard, RETREAT_EMPTY, showingRetreats } from "./retreats";

/** /career-upskilling-retreats: three 10-12 day residential programmes. */
export const careerRetreatsConfig: CatalogueConfig<RetreatProgramme> = {
  id: "career-retreats",
  items: careerRetreats,
  searchFields: (p) => [p.name, p.description, p.highlights, p.targetAudience, p.location],
  searchLabel: "Search career retreats",
  searchPlaceholder: "Search by skill, place or who it's for…",
  filters: [durationSubstringFilter<RetreatProgramme>(["10", "11", "12"])],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  toCard: (p) => programmeToCard(p, "career"),
};
