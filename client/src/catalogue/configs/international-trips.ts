import { PATHS } from "@shared/routes";
import { includesText } from "../engine";
import type { CatalogueConfig } from "../types";
import type { InternationalCategory } from "../schemas/international";
import { internationalCategories } from "../data/international-categories";

/** The enquiry form's trip categories for the international pages (SPEC §3), one per page. */
export const INTERNATIONAL_TRIP_CATEGORIES = {
  digitalNomad: "Digital Nomad Journeys",
  slowTravel: "Slow-Travel Cultural Immersion",
  skillTravel: "Skill & Travel Expeditions",
  workcation: "Workcation Transformation",
  earnWhileTravel: "Earn While You Travel",
} as const;

/** International cards show at most this many highlights, features or destinations. */
export const INTERNATIONAL_LIST_LIMIT = 3;

export const internationalTripsConfig: CatalogueConfig<InternationalCategory> = {
  id: "international-trips",
  items: internationalCategories,
  searchFields: (c) => [c.title, c.description, c.location, c.destinations, c.features],
  // A family is also found by what its programmes say ("Lisbon" finds Digital Nomad Journeys).
  related: {
    load: () => import("../search/international-programme-texts").then((m) => m.INTERNATIONAL_PROGRAMME_TEXTS),
    keyOf: (c) => c.id,
  },
  searchLabel: "Search international trips",
  searchPlaceholder: "Search by trip, country or feature",
  filters: [
    {
      key: "duration",
      label: "Duration",
      allLabel: "All Durations",
      // SPEC §5: a substring of the duration text, so "10" finds "10-15 Days" and "10-30 Days".
      options: [
        { value: "7", label: "7 Days" },
        { value: "10", label: "10 Days" },
        { value: "30", label: "30 Days" },
      ],
      matches: (c, value) => includesText(c.duration, value),
    },
    {
      key: "type",
      label: "Trip type",
      allLabel: "All Types",
      options: [
        { value: "nomad", label: "Digital Nomad" },
        { value: "slow", label: "Slow Travel" },
        { value: "skill", label: "Skill & Travel" },
        { value: "workcation", label: "Workcation" },
        { value: "earn", label: "Earn While You Travel" },
      ],
      matches: (c, value) => includesText(c.title, value),
    },
  ],
  countLine: (shown, total) => `Showing ${shown} of ${total} trips`,
  empty: { title: "No trips found", hint: "Try adjusting your search or filters" },
  toCard: (c) => ({
    key: c.id,
    title: c.title,
    image: c.image,
    imageAlt: "",
    eyebrow: c.location,
    duration: c.duration,
    description: c.description,
    lists: [
      { title: "Destinations", items: c.destinations.slice(0, INTERNATIONAL_LIST_LIMIT) },
      { title: "Highlights", items: c.features.slice(0, INTERNATIONAL_LIST_LIMIT) },
    ],
    links: [
      { href: c.href, label: "Explore", variant: "primary" },
      // The SPEC leaves this button's behaviour open; it leads to the contact page.
      { href: PATHS.contact, label: "Contact Us", variant: "outline" },
    ],
  }),
};
