import type { CatalogueDefinition } from "../types";
import type { RetreatProgramme } from "@shared/catalogue/schemas/retreats";
import { durationSubstringFilter, programmeToCard, RETREAT_EMPTY, RETREAT_TRIP_CATEGORY, showingRetreats } from "./retreat-families";

/** /career-upskilling-retreats: three 10-12 day residential programmes. */
export const careerRetreatsConfig: CatalogueDefinition<RetreatProgramme> = {
  id: "career-retreats",
  searchFields: (p) => [p.name, p.description, p.highlights, p.targetAudience, p.location],
  searchLabel: "Search career retreats",
  searchPlaceholder: "Search by skill, place or who it's for…",
  filters: [durationSubstringFilter<RetreatProgramme>(["10", "11", "12"])],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  page: {
    screen: "career",
    intro:
      "Ten to twelve days away from the inbox to learn a skill properly: you build real projects with mentors from industry, in groups of 6 to 15, and go home with work to show.",
    art: "/art/workshop-desk.svg",
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.career },
    headerActions: [{ kind: "book" }],
  },
  toCard: (p) => programmeToCard(p, "career"),
};
