import type { CatalogueDefinition } from "../types";
import type { SkillExpedition } from "@shared/catalogue/schemas/international";
import { skillIcon } from "../icons";
import { INTERNATIONAL_LIST_LIMIT, internationalCard, internationalPage } from "./international-families";

export const skillExpeditionsConfig: CatalogueDefinition<SkillExpedition> = {
  id: "skill-travel-expeditions",
  searchFields: (e) => [e.name, e.description, e.location, e.skillCategory],
  searchLabel: "Search skill expeditions",
  searchPlaceholder: "Search by skill, place or track",
  filters: [
    {
      key: "category",
      label: "Skill category",
      allLabel: "All Categories",
      options: [
        { value: "IT", label: "IT" },
        { value: "Creative", label: "Creative" },
        { value: "Adventure", label: "Adventure" },
      ],
      // docs/site.md §5: the category label starts with the chosen track ("IT - ...").
      matches: (e, value) => e.skillCategory.toLowerCase().startsWith(value.toLowerCase()),
    },
  ],
  countLine: (shown, total) => `Showing ${shown} of ${total} expeditions`,
  empty: { title: "No expeditions found", hint: "Try adjusting your search or filters" },
  page: internationalPage("skillTravel", {
    intro: [
      "Come home with a new skill as well as the stories. Choose an IT, creative or adventure track, learn from working professionals in a cohort of 6 to 12, and spend 10 to 15 days living the culture around the classroom, studio or mountain.",
    ],
    art: "/art/peru-andes.svg",
  }),
  toCard: (e) =>
    internationalCard("skillTravel", e, e.location, [
      { title: "Skills you'll build", items: e.skillsOffered.slice(0, INTERNATIONAL_LIST_LIMIT) },
      { title: "Culture along the way", items: e.culturalElements.slice(0, INTERNATIONAL_LIST_LIMIT) },
    ], { badges: [e.skillCategory], icon: skillIcon(e.skillCategory) }),
};
