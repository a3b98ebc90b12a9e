import type { CatalogueDefinition } from "../types";
import type { Workcation } from "@shared/catalogue/schemas/international";
import { includesText } from "../engine";
import { INTERNATIONAL_LIST_LIMIT, internationalCard, internationalPage } from "./international-families";

/** docs/site.md §5: the location keywords of the destination filter. */
const DESTINATIONS = [
  { value: "Bali", label: "Bali" },
  { value: "Swiss", label: "Swiss Alps" },
  { value: "Costa Rica", label: "Costa Rica" },
  { value: "Greece", label: "Greece" },
  { value: "Japan", label: "Japan" },
  { value: "Iceland", label: "Iceland" },
  { value: "Morocco", label: "Morocco" },
  { value: "New Zealand", label: "New Zealand" },
] as const;

export const workcationsConfig: CatalogueDefinition<Workcation> = {
  id: "workcation-transformation",
  searchFields: (w) => [w.name, w.description, w.location],
  searchLabel: "Search workcations",
  searchPlaceholder: "Search by destination or theme",
  filters: [
    {
      key: "location",
      label: "Destination",
      allLabel: "All Destinations",
      options: DESTINATIONS,
      matches: (w, value) => includesText(w.location, value),
    },
  ],
  countLine: (shown, total) => `Showing ${shown} of ${total} experiences`,
  empty: { title: "No experiences found", hint: "Try adjusting your search or filters" },
  page: internationalPage("workcation", {
    intro: [
      "Keep working, and change everything around the work. Each workcation gives you a proper desk and reliable internet in a place that resets you, plus group and one-to-one coaching on how you work and lead. Programmes run 10 to 15 days for groups of 8 to 15; if you can only get away for a week, ask us about a 7-day sprint.",
    ],
    art: "/art/beach-palms.svg",
  }),
  toCard: (w) =>
    internationalCard("workcation", w, w.location, [
      { title: "Your work setup", items: w.workSetup.slice(0, INTERNATIONAL_LIST_LIMIT) },
      { title: "Coaching focus", items: w.coachingFocus.slice(0, INTERNATIONAL_LIST_LIMIT) },
    ]),
};
