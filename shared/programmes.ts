/**
 * Every programme a visitor could book from its card in the release before programmes were stored,
 * by family, as the card printed its name, with the home search's key of that release. The site
 * reads the stored programmes now (docs/decisions/programmes-in-the-database.md,
 * home-search-from-the-programmes.md): this list is only the server's fallback when it is given no
 * store of programmes (the acknowledgement's and the funnel's titles, the sample departures), the
 * `ProgrammeFamily` type, the desk's first default and tests. No public script imports it. A unit
 * test keeps the names equal to the seeded cards.
 */

export interface Programme {
  name: string;
  /** The home search's key for it, when the search offers it. */
  searchKey?: string;
}

export const PROGRAMMES = {
  /** The We Women retreats. */
  womens: [
    { name: "Work-Life Harmony Retreat", searchKey: "work-life-harmony" },
    { name: "Soul & Identity Retreat", searchKey: "soul-identity" },
    { name: "Transform & Rise", searchKey: "transform-rise" },
    { name: "Purpose Path", searchKey: "purpose-path" },
    { name: "Just Me Time", searchKey: "just-me-time" },
    { name: "Women Empowerment Retreat", searchKey: "women-empowerment" },
    { name: "She Leads", searchKey: "she-leads" },
  ],
  /** The Sapphic retreats, for queer women. */
  sapphic: [
    { name: "True Self Unlocked", searchKey: "true-self-unlocked" },
    { name: "Creative Bloom", searchKey: "creative-bloom" },
    { name: "Pride Transformation", searchKey: "pride-transformation" },
    { name: "Mind, Body & Pride", searchKey: "mind-body-pride" },
    { name: "Queer Unity Retreat", searchKey: "queer-unity" },
    { name: "Pride Leadership", searchKey: "pride-leadership" },
    { name: "Queer Wellness Retreat", searchKey: "queer-wellness" },
  ],
  /** The Queer & Inclusive retreats. */
  queerInclusive: [
    { name: "Sapphic Sanctuary in the Hills" },
    { name: "Queer Women's Island Reset" },
    { name: "Rainbow Roots Collective" },
    { name: "Chosen Family Circle" },
  ],
  /** The Career Upskilling retreats. */
  career: [
    { name: "Tech Mastery Retreat", searchKey: "tech-mastery" },
    { name: "Digital Future Retreat", searchKey: "digital-future" },
    { name: "Career Pivot Retreat", searchKey: "career-pivot" },
  ],
  /** The Family Reconnection retreats. */
  family: [
    { name: "Roots & Wings Retreat", searchKey: "roots-wings" },
    { name: "Circle of Trust Retreat", searchKey: "circle-trust" },
    { name: "Generations in Harmony Retreat", searchKey: "generations-harmony" },
  ],
  /** The Digital Nomad journeys. */
  digitalNomad: [
    { name: "Portugal Nomad Life: Lisbon & Ericeira", searchKey: "portugal-nomad" },
    { name: "Estonia e-Residency & Digital Society", searchKey: "estonia-eresidency" },
    { name: "Dubai Future of Work", searchKey: "dubai-future" },
    { name: "Mexico Work-Life Balance: Mexico City & Oaxaca", searchKey: "mexico-worklife" },
    { name: "Costa Rica Pura Vida: Santa Teresa", searchKey: "costa-rica-pura" },
    { name: "Thailand Work & Island Paradise: Chiang Mai & Koh Phangan", searchKey: "thailand-paradise" },
  ],
  /** The Slow-Travel journeys. */
  slowTravel: [
    { name: "Japan Cultural Deep Dive", searchKey: "japan-cultural" },
    { name: "New Zealand Adventure Immersion", searchKey: "new-zealand-adventure" },
    { name: "Western Europe Grand Tour", searchKey: "europe-grand-tour" },
    { name: "Vietnam North to Centre Slow Journey" },
    { name: "Peru Sacred Valley & Andes" },
    { name: "Morocco Medinas & Sahara" },
    { name: "Scottish Highlands & Islands" },
    { name: "Kenya Savanna & Swahili Coast" },
    { name: "Iceland Fire & Ice Slow Circle" },
  ],
  /** The Skill & Travel expeditions. */
  skillTravel: [
    { name: "Lisbon Full-Stack Code Camp" },
    { name: "Tallinn Cybersecurity Lab" },
    { name: "Bali Data & AI Tools Intensive" },
    { name: "Kyoto Ceramics & Craft Residency" },
    { name: "Morocco Travel Photography Expedition" },
    { name: "Paris Travel Writing Workshop" },
    { name: "Swiss Alpine Mountaineering Course" },
    { name: "Koh Tao Scuba & Marine Conservation" },
  ],
  /** The Workcation retreats. */
  workcation: [
    { name: "Bali Mindful Workcation" },
    { name: "Swiss Alps Deep Focus" },
    { name: "Costa Rica Rainforest Reset" },
    { name: "Greek Island Clarity" },
    { name: "Japan Craft & Focus" },
    { name: "Iceland Northern Lights Workcation" },
    { name: "Morocco Riad Workcation" },
    { name: "New Zealand Lakes & Leadership" },
  ],
  /** Earn While You Travel. */
  earnWhileTravel: [
    { name: "Teach English in Hanoi" },
    { name: "Teach Yoga & Wellness on Koh Samui" },
    { name: "Hostel & Café Host in Lisbon" },
    { name: "Eco-Lodge Hospitality in Costa Rica" },
    { name: "Community Conservation in Kenya" },
    { name: "Freelance Design & Dev Studio in Bali" },
    { name: "Remote Content Creator in Mexico City" },
    { name: "Farm Stay & Cultural Exchange in Japan" },
  ],
} as const satisfies Record<string, readonly Programme[]>;

export type ProgrammeFamily = keyof typeof PROGRAMMES;

/** The names of a family's programmes, in the order their page shows them. */
export const programmeNames = (family: ProgrammeFamily): string[] => PROGRAMMES[family].map((p: Programme) => p.name);

export const BOOKABLE_PROGRAMMES: readonly string[] = (Object.keys(PROGRAMMES) as ProgrammeFamily[]).flatMap(programmeNames);
