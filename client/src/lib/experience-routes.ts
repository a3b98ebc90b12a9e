import { PATHS } from "@shared/routes";

export interface ExperienceOption {
  /** The experience key stored as `destination` in the lastSearch record (SPEC §3). */
  key: string;
  label: string;
}

export interface ExperienceGroup {
  label: string;
  /** The category page every key of this group leads to. */
  route: string;
  options: ExperienceOption[];
}

/** The home search's choices, grouped as the select shows them; the SPEC §3 key→route table. */
export const EXPERIENCE_GROUPS: readonly ExperienceGroup[] = [
  {
    label: "We Women Retreats",
    route: PATHS.womens,
    options: [
      { key: "work-life-harmony", label: "Work-Life Harmony Retreat" },
      { key: "soul-identity", label: "Soul & Identity Retreat" },
      { key: "transform-rise", label: "Transform & Rise" },
      { key: "purpose-path", label: "Purpose Path" },
      { key: "just-me-time", label: "Just Me Time" },
      { key: "women-empowerment", label: "Women Empowerment Retreat" },
      { key: "she-leads", label: "She Leads" },
    ],
  },
  {
    label: "Sapphic Retreats",
    route: PATHS.queerWomens,
    options: [
      { key: "true-self-unlocked", label: "True Self Unlocked" },
      { key: "creative-bloom", label: "Creative Bloom" },
      { key: "pride-transformation", label: "Pride Transformation" },
      { key: "mind-body-pride", label: "Mind, Body & Pride" },
      { key: "queer-unity", label: "Queer Unity" },
      { key: "pride-leadership", label: "Pride Leadership" },
      { key: "queer-wellness", label: "Queer Wellness" },
    ],
  },
  {
    label: "Career Upskilling Retreats",
    route: PATHS.career,
    options: [
      { key: "tech-mastery", label: "Tech Mastery" },
      { key: "digital-future", label: "Digital Future" },
      { key: "career-pivot", label: "Career Pivot" },
    ],
  },
  {
    label: "Family Reconnection Retreats",
    route: PATHS.family,
    options: [
      { key: "roots-wings", label: "Roots & Wings" },
      { key: "circle-trust", label: "Circle of Trust" },
      { key: "generations-harmony", label: "Generations in Harmony" },
    ],
  },
  {
    label: "Digital Nomad Journeys",
    route: PATHS.digitalNomad,
    options: [
      { key: "portugal-nomad", label: "Portugal: Lisbon & Ericeira" },
      { key: "estonia-eresidency", label: "Estonia: Tallinn e-Residency" },
      { key: "dubai-future", label: "Dubai: Future City" },
      { key: "mexico-worklife", label: "Mexico: Work-Life Balance" },
      { key: "costa-rica-pura", label: "Costa Rica: Pura Vida" },
      { key: "thailand-paradise", label: "Thailand: Island Paradise" },
    ],
  },
  {
    label: "Slow-Travel Journeys",
    route: PATHS.slowTravel,
    options: [
      { key: "japan-cultural", label: "Japan Cultural Deep Dive" },
      { key: "new-zealand-adventure", label: "New Zealand Adventure Immersion" },
      { key: "europe-grand-tour", label: "Western Europe Grand Tour" },
      { key: "slow-travel", label: "All Slow-Travel Journeys" },
    ],
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

/** A key with no mapping still lands somewhere useful: the retreats overview (SPEC §4). */
export function routeForExperience(key: string): string {
  return Object.hasOwn(EXPERIENCE_ROUTES, key) ? EXPERIENCE_ROUTES[key] : PATHS.retreats;
}
