import type { CatalogueConfig } from "../types";
import type { EarnProgramme } from "../schemas/international";
import { earnProgrammes } from "../data/earn-while-travel";
import { includesText } from "../engine";
import { workTypeIcon } from "../icons";
import { INTERNATIONAL_LIST_LIMIT, INTERNATIONAL_TRIP_CATEGORIES } from "./international-trips";

/** SPEC §2: an earn card lists two required skills, then '+ more'. */
export const SKILLS_LIMIT = 2;

export const earnWhileTravelConfig: CatalogueConfig<EarnProgramme> = {
  id: "earn-while-travel",
  items: earnProgrammes,
  searchFields: (p) => [p.name, p.description, p.location, p.workType],
  searchLabel: "Search opportunities",
  searchPlaceholder: "Search by role, place or work type",
  filters: [
    {
      key: "workType",
      label: "Work type",
      allLabel: "All Work Types",
      options: [
        { value: "Teaching", label: "Teaching" },
        { value: "Hospitality", label: "Hospitality" },
        { value: "NGO Projects", label: "NGO Projects" },
        { value: "Freelancing", label: "Freelancing" },
        { value: "Cultural Exchange", label: "Cultural Exchange" },
      ],
      // SPEC §2: a programme matches when its work type contains the chosen value.
      matches: (p, value) => includesText(p.workType, value),
    },
  ],
  countLine: (shown) => `Showing ${shown} earn while you travel opportunities`,
  empty: { title: "No opportunities found", hint: "Try adjusting your search or filters" },
  toCard: (p) => ({
    key: p.id,
    title: p.name,
    image: p.image,
    // The artwork is decorative: the title and place beside it carry the meaning.
    imageAlt: "",
    eyebrow: p.location,
    duration: p.duration,
    rating: p.rating,
    description: p.description,
    badges: [p.workType],
    icon: workTypeIcon(p.workType),
    facts: [{ label: "Earning potential", value: p.earningPotential }],
    lists: [
      { title: "Work opportunities", items: p.workOpportunities.slice(0, INTERNATIONAL_LIST_LIMIT) },
      {
        title: "Skills required",
        items: p.skillsRequired.slice(0, SKILLS_LIMIT),
        more: p.skillsRequired.length > SKILLS_LIMIT ? "+ more" : undefined,
      },
    ],
    booking: { tripType: "international", category: INTERNATIONAL_TRIP_CATEGORIES.earnWhileTravel },
  }),
};
