import { PATHS } from "@shared/routes";
import type { CatalogueDefinition } from "../types";
import type { EarnProgramme } from "@shared/catalogue/schemas/international";
import { includesText } from "../engine";
import { workTypeIcon } from "../icons";
import { INTERNATIONAL_LIST_LIMIT, INTERNATIONAL_TRIP_CATEGORIES } from "./international-families";

/** docs/site.md §2: an earn card lists two required skills, then '+ more'. */
export const SKILLS_LIMIT = 2;

export const earnWhileTravelConfig: CatalogueDefinition<EarnProgramme> = {
  id: "earn-while-travel",
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
      // docs/site.md §2: a programme matches when its work type contains the chosen value.
      matches: (p, value) => includesText(p.workType, value),
    },
  ],
  countLine: (shown) => `Showing ${shown} earn while you travel opportunities`,
  empty: { title: "No opportunities found", hint: "Try adjusting your search or filters" },
  page: {
    screen: "earnWhileTravel",
    intro: [
      "Teach in Hanoi, host travellers in Lisbon, freelance from Bali or volunteer with a conservancy in Kenya, and let your work pay for part of the journey. Programmes run 10 to 30 days, with earning potential from about $600 to $3,000 a month.",
      "We match you with roles that suit your skills and your visa, brief you before you fly and keep a local coordinator on call while you are away.",
    ],
    art: "/art/vietnam-bay.svg",
    booking: { tripType: "international", category: INTERNATIONAL_TRIP_CATEGORIES.earnWhileTravel },
    headerActions: [{ kind: "book" }],
    sectionLabel: "Earn While You Travel opportunities",
    closing: {
      title: "Not sure which role fits you?",
      text: "Tell us what you are good at and how long you can be away. We'll suggest the programmes that suit you and explain the visa side, within 24 hours.",
      actions: [
        { kind: "link", href: PATHS.contact, label: "Contact Us", variant: "accent" },
        // The site's rules (docs/site.md) leave "Download Brochure" open: it asks for the brochure by e-mail.
        {
          kind: "mail",
          label: "Download Brochure",
          subject: "Brochure request: Earn While You Travel",
          note: "Opens your e-mail app to request the Earn While You Travel brochure from us by e-mail.",
          variant: "light",
        },
      ],
    },
  },
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
