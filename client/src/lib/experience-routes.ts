import { PATHS } from "@shared/routes";
import { PROGRAMMES, type Programme, type ProgrammeFamily } from "@shared/programmes";

export interface ExperienceOption {
  /** The experience key stored as `destination` in the lastSearch record (docs/site.md §3). */
  key: string;
  label: string;
}

export interface ExperienceGroup {
  label: string;
  /** The category page every key of this group leads to. */
  route: string;
  options: ExperienceOption[];
}

/** A family's programmes that the home search offers, each under its docs/site.md §3 key. */
const searchOptions = (family: ProgrammeFamily): ExperienceOption[] =>
  PROGRAMMES[family].flatMap((p: Programme) => (p.searchKey ? [{ key: p.searchKey, label: p.name }] : []));

/** The home search's choices, grouped as the select shows them; the docs/site.md §3 key→route table. */
export const EXPERIENCE_GROUPS: readonly ExperienceGroup[] = [
  { label: "We Women Retreats", route: PATHS.womens, options: searchOptions("womens") },
  { label: "Sapphic Retreats", route: PATHS.queerWomens, options: searchOptions("sapphic") },
  { label: "Career Upskilling Retreats", route: PATHS.career, options: searchOptions("career") },
  { label: "Family Reconnection Retreats", route: PATHS.family, options: searchOptions("family") },
  { label: "Digital Nomad Journeys", route: PATHS.digitalNomad, options: searchOptions("digitalNomad") },
  {
    label: "Slow-Travel Journeys",
    route: PATHS.slowTravel,
    options: [...searchOptions("slowTravel"), { key: "slow-travel", label: "All Slow-Travel Journeys" }],
  },
  {
    label: "Skill & Travel Expeditions",
    route: PATHS.skillTravel,
    options: [{ key: "skill-travel", label: "Skill & Travel Expeditions" }],
  },
  {
    label: "Workcation Transformation",
    route: PATHS.workcation,
    options: [{ key: "workcation", label: "Workcation Transformation" }],
  },
  {
    label: "Earn While You Travel",
    route: PATHS.earnWhileTravel,
    options: [{ key: "earn-while-travel", label: "Earn While You Travel" }],
  },
];

export const EXPERIENCE_ROUTES: Readonly<Record<string, string>> = Object.fromEntries(
  EXPERIENCE_GROUPS.flatMap((g) => g.options.map((o) => [o.key, g.route])),
);

/** A key with no mapping still lands somewhere useful: the retreats overview (docs/site.md §4). */
export function routeForExperience(key: string): string {
  return Object.hasOwn(EXPERIENCE_ROUTES, key) ? EXPERIENCE_ROUTES[key] : PATHS.retreats;
}
