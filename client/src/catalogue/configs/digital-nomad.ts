import type { CatalogueDefinition } from "../types";
import { exactValueFilter } from "../filters";
import type { DigitalNomadProgramme } from "@shared/catalogue/schemas/international";
import { INTERNATIONAL_LIST_LIMIT, internationalCard, internationalPage } from "./international-families";

/** Digital nomad cards name two places to work (docs/site.md §2). */
export const COWORKING_LIMIT = 2;

export const digitalNomadConfig: CatalogueDefinition<DigitalNomadProgramme> = {
  id: "digital-nomad-journeys",
  searchFields: (p) => [p.name, p.description, p.country, p.highlights],
  searchLabel: "Search digital nomad journeys",
  searchPlaceholder: "Search by country, city or highlight",
  filters: [
    // docs/site.md §5: the country must be exactly the chosen one.
    exactValueFilter({ key: "country", label: "Country", allLabel: "All Countries", value: (p) => p.country }),
  ],
  countLine: (shown, total) => `Showing ${shown} of ${total} journeys`,
  empty: { title: "No journeys found", hint: "Try adjusting your search or filters" },
  page: internationalPage("digitalNomad", {
    intro: [
      "Fifteen days of working from somewhere new with people who get it. You bring your laptop and your clients; we line up the flat, the fast internet, a desk in a good co-working space and a visa briefing, then fill your evenings and weekends with the best of the place. Groups of 6 to 15.",
    ],
    art: "/art/workshop-desk.svg",
  }),
  toCard: (p) =>
    internationalCard("digitalNomad", p, p.country, [
      { title: "Highlights", items: p.highlights.slice(0, INTERNATIONAL_LIST_LIMIT) },
      // Named as examples, not partners.
      { title: "Work from spaces such as", items: p.coworkingSpaces.slice(0, COWORKING_LIMIT) },
    ]),
};
