import { PATHS } from "@shared/routes";
import { includesText } from "../engine";
import type { CatalogueDefinition } from "../types";
import type { InternationalCategory } from "@shared/catalogue/schemas/international";


/** A family card shows its first 3 destinations and 3 features (docs/site.md §2). */
const LISTING_LIST_LIMIT = 3;

export const internationalTripsConfig: CatalogueDefinition<InternationalCategory> = {
  id: "international-trips",
  searchFields: (c) => [c.title, c.description, c.location, c.destinations, c.features],
  // A family is also found by what its programmes say ("Lisbon" finds Digital Nomad Journeys).
  related: {
    load: () => import("../search/international-programme-texts").then((m) => m.loadInternationalProgrammeTexts()),
    keyOf: (c) => c.id,
  },
  searchLabel: "Search international trips",
  searchPlaceholder: "Search by trip, country or feature",
  filters: [
    {
      key: "duration",
      label: "Duration",
      allLabel: "All Durations",
      // docs/site.md §5: a substring of the duration text, so "10" finds "10-15 Days" and "10-30 Days".
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
  page: {
    screen: "internationalTrips",
    intro: [
      "Five ways to see the world without pausing your life: work remotely from Lisbon or Chiang Mai, travel slowly through Japan or Morocco, learn a skill abroad, take a coached workcation, or earn as you go. Journeys run from 7 to 30 days in small groups, planned from our office in Coimbatore.",
    ],
    art: "/art/santorini.svg",
    booking: { tripType: "international" },
    headerActions: [{ kind: "book" }, { kind: "link", href: PATHS.contact, label: "Talk to our team", variant: "outline" }],
  },
  toCard: (c) => ({
    key: c.id,
    title: c.title,
    image: c.image,
    imageAlt: "",
    eyebrow: c.location,
    duration: c.duration,
    description: c.description,
    lists: [
      { title: "Destinations", items: c.destinations.slice(0, LISTING_LIST_LIMIT) },
      { title: "Highlights", items: c.features.slice(0, LISTING_LIST_LIMIT) },
    ],
    links: [
      { href: c.href, label: "Explore", variant: "primary" },
      // The site's rules (docs/site.md) leave this button's behaviour open; it leads to the contact page.
      { href: PATHS.contact, label: "Contact Us", variant: "outline" },
    ],
  }),
};
