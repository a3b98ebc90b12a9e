import { CATALOGUES, CATALOGUE_KEYS, type CatalogueKey } from "./catalogue/catalogues";
import type { CatalogueCards } from "./catalogue/page-data";

/*
 * The home search's choices, drawn from the published programmes (docs/decisions/home-search-from-the-programmes.md):
 * every published programme under its catalogue, keyed by its slug (the seeded slugs are docs/site.md §3's
 * keys), and after them the whole-catalogue choices the search has always had. The server renders the
 * choices into the page; the browser reads them back from the page, or fetches them once inside the app.
 */

export interface ExperienceOption {
  /** The experience key stored as `destination` in the lastSearch record (docs/site.md §3). */
  key: string;
  label: string;
}

export interface ExperienceGroup {
  label: string;
  /** The catalogue page every key of this group leads to. */
  route: string;
  options: ExperienceOption[];
}

/** Where the browser fetches the choices when the home page is reached inside the app. */
export const HOME_SEARCH_DATA_PATH = "/catalogue-data/home-search.json";

/** Each catalogue's group label, in the select's order, with the whole-catalogue choice where there is one. */
const GROUPS: Record<CatalogueKey, { label: string; all?: ExperienceOption }> = {
  "womens-retreats": { label: "We Women Retreats" },
  "queer-womens-retreats": { label: "Sapphic Retreats" },
  "queer-inclusive-retreats": { label: "Queer & Inclusive Retreats" },
  "career-upskilling-retreats": { label: "Career Upskilling Retreats" },
  "family-reconnection-retreats": { label: "Family Reconnection Retreats" },
  "digital-nomad-journeys": { label: "Digital Nomad Journeys" },
  "slow-travel-cultural-immersion": { label: "Slow-Travel Journeys", all: { key: "slow-travel", label: "All Slow-Travel Journeys" } },
  "skill-travel-expeditions": { label: "Skill & Travel Expeditions", all: { key: "skill-travel", label: "Skill & Travel Expeditions" } },
  "workcation-transformation": { label: "Workcation Transformation", all: { key: "workcation", label: "Workcation Transformation" } },
  "earn-while-travel": { label: "Earn While You Travel", all: { key: "earn-while-travel", label: "Earn While You Travel" } },
};

/** The home search's groups from every catalogue's published cards; a catalogue with nothing to offer has no group. */
export function experienceGroupsOf(cards: CatalogueCards): ExperienceGroup[] {
  return CATALOGUE_KEYS.flatMap((catalogue) => {
    const { label, all } = GROUPS[catalogue];
    const titleKey = CATALOGUES[catalogue].titleKey;
    const options = (cards[catalogue] ?? []).map((item) => {
      const record = item as Record<string, unknown>;
      return { key: String(record.id), label: String(record[titleKey]) };
    });
    if (all) options.push(all);
    return options.length > 0 ? [{ label, route: `/${catalogue}`, options }] : [];
  });
}
