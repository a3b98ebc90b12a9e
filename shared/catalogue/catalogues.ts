import type { ProgrammeFamily } from "../programmes";
import type { Screen } from "../routes";

/*
 * The ten catalogues whose cards are programmes (docs/decisions/programmes-in-the-database.md). A
 * catalogue is named by its page's path without the slash. Every catalogue's card record names its
 * title, summary and highlights in its own words (a retreat card has `title` and `features`, a
 * journey `name` and `highlights`); a programme stores them once, and these keys turn a programme
 * back into the record its catalogue's card reads. No zod here, so the browser can read the list.
 */

export interface CatalogueShape {
  screen: Screen;
  /** The family of shared/programmes.ts, which the home search and the enquiry dialog group by. */
  family: ProgrammeFamily;
  /** The card record's name for the programme's title. */
  titleKey: "title" | "name";
  /** The card record's list that is the programme's highlights: the first list its card prints. */
  highlightsKey: "features" | "highlights" | "skillsOffered" | "workSetup" | "workOpportunities";
}

export const CATALOGUES = {
  "womens-retreats": { screen: "womens", family: "womens", titleKey: "title", highlightsKey: "features" },
  "queer-womens-retreats": { screen: "queerWomens", family: "sapphic", titleKey: "title", highlightsKey: "features" },
  "queer-inclusive-retreats": { screen: "queerInclusive", family: "queerInclusive", titleKey: "name", highlightsKey: "highlights" },
  "career-upskilling-retreats": { screen: "career", family: "career", titleKey: "name", highlightsKey: "highlights" },
  "family-reconnection-retreats": { screen: "family", family: "family", titleKey: "name", highlightsKey: "highlights" },
  "digital-nomad-journeys": { screen: "digitalNomad", family: "digitalNomad", titleKey: "name", highlightsKey: "highlights" },
  "slow-travel-cultural-immersion": { screen: "slowTravel", family: "slowTravel", titleKey: "name", highlightsKey: "highlights" },
  "skill-travel-expeditions": { screen: "skillTravel", family: "skillTravel", titleKey: "name", highlightsKey: "skillsOffered" },
  "workcation-transformation": { screen: "workcation", family: "workcation", titleKey: "name", highlightsKey: "workSetup" },
  "earn-while-travel": { screen: "earnWhileTravel", family: "earnWhileTravel", titleKey: "name", highlightsKey: "workOpportunities" },
} as const satisfies Record<string, CatalogueShape>;

export type CatalogueKey = keyof typeof CATALOGUES;
export const CATALOGUE_KEYS = Object.keys(CATALOGUES) as CatalogueKey[];

export function isCatalogueKey(s: unknown): s is CatalogueKey {
  return typeof s === "string" && Object.prototype.hasOwnProperty.call(CATALOGUES, s);
}

/** A programme's page: `/{catalogue}/{slug}`. */
export function programmePath(catalogue: CatalogueKey, slug: string): string {
  return `/${catalogue}/${slug}`;
}

/** Kebab-case: lowercase letters and digits in words joined by single hyphens; the seeded ones are the cards' ids. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG = 80;

export function isSlug(s: string): boolean {
  return s.length <= MAX_SLUG && SLUG_PATTERN.test(s);
}

/** A slug from a title, for the desk's "Add programme": "Soul & Identity Retreat" → "soul-identity-retreat". */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/, "");
}
