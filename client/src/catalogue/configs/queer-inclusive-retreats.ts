import { PATHS } from "@shared/routes";
import type { CatalogueDefinition } from "../types";
import type { RetreatProgramme } from "@shared/catalogue/schemas/retreats";
import { INCLUSIVE_CATEGORIES } from "../inclusive-categories";
import {
  durationSubstringFilter,
  programmeToCard,
  RETREAT_EMPTY,
  RETREAT_TRIP_CATEGORY,
  showingRetreats,
} from "./retreat-families";

/** /queer-inclusive-retreats: four programmes in two categories, filterable by either. */
export const queerInclusiveRetreatsConfig: CatalogueDefinition<RetreatProgramme> = {
  id: "queer-inclusive-retreats",
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
  page: {
    screen: "queerInclusive",
    intro:
      "Affirming retreats of 7 to 10 days for LGBTQIA+ people and the allies who travel with them, run by queer-led teams. Choose a circle for queer women, or a mixed group for every gender.",
    art: "/art/campfire-circle.svg",
    rainbow: true,
    booking: { tripType: "retreat", category: RETREAT_TRIP_CATEGORY.queer },
    headerActions: [{ kind: "book" }],
    closing: {
      title: "Not sure which circle is yours?",
      text: "Tell us a little about you, your pronouns and what you hope for. We'll contact you within 24 hours to find the retreat, dates and room that feel right.",
      actions: [
        { kind: "book", variant: "accent" },
        { kind: "link", href: PATHS.contact, label: "Contact Us", variant: "light" },
      ],
    },
  },
  toCard: (p) => programmeToCard(p, "queer", true),
};
