import type { CatalogueDefinition } from "../types";
import type { RetreatProgramme } from "@shared/catalogue/schemas/retreats";
import { durationSubstringFilter, programmeToCard, RETREAT_EMPTY, RETREAT_TRIP_CATEGORY, showingRetreats } from "./retreat-families";

/** /family-reconnection-retreats: three 5-7 day retreats for families of every shape. */
export const familyRetreatsConfig: CatalogueDefinition<RetreatProgramme> = {
  id: "family-retreats",
  searchFields: (p) => [p.name, p.description, p.highlights, p.targetAudience, p.location],
  searchLabel: "Search family retreats",
  searchPlaceholder: "Search by name, place or ages…",
  filters: [durationSubstringFilter<RetreatProgramme>(["5", "6", "7"])],
  countLine: showingRetreats,
  empty: RETREAT_EMPTY,
  page: {
    screen: "family",
    intro:
      "Five to seven days for parents, children and grandparents to slow down, play and listen to each other again, with a family facilitator and activities paced for every age.",
    art: "/art/family-picnic.svg",
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.family },
    headerActions: [{ kind: "book" }],
  },
  toCard: (p) => programmeToCard(p, "family"),
};
