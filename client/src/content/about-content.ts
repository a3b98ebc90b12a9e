import { PATHS } from "@shared/routes";

export interface Offering {
  title: string;
  duration: string;
  summary: string;
  href: string;
}

export const MISSION =
  "To give you the time, the place and the people to come home to yourself: small, carefully held journeys where women, queer and LGBTQIA+ people, families and professionals can rest, learn and grow without having to explain who they are.";

export const VISION =
  "A world where every person can travel as their whole self, and where a week away changes how you live the years that follow.";

export const OBJECTIVES: readonly string[] = [
  "Keep groups small so every guest is seen, heard and looked after.",
  "Create affirming spaces for women and the LGBTQIA+ community, with facilitators who share their experience.",
  "Pair rest and reflection with practical skills you carry home: leadership, career tools, remote-work habits.",
  "Work with local hosts, guides and makers so the places we visit benefit from our being there.",
  "Be clear and fair about money: published payment schedules, refunds and answers within 24 hours.",
];

export const RETREAT_OFFERINGS: readonly Offering[] = [
  {
    title: "We Women Retreat",
    duration: "5–10 days",
    summary: "Women-only retreats on rest, purpose, leadership and self-trust, in India and abroad.",
    href: PATHS.womens,
  },
  {
    title: "Sapphic Retreats",
    duration: "5–10 days",
    summary: "For lesbian, bisexual and queer women: creativity, pride, wellness and community.",
    href: PATHS.queerWomens,
  },
  {
    title: "Queer & Inclusive Retreats",
    duration: "5–10 days",
    summary: "Affirming retreats for LGBTQIA+ people and allies, led by queer facilitators.",
    href: PATHS.queerInclusive,
  },
  {
    title: "Career Upskilling Retreats",
    duration: "10–12 days",
    summary: "Residential retreats to master new tech, build a digital career or plan a pivot.",
    href: PATHS.career,
  },
  {
    title: "Family Reconnection Retreats",
    duration: "5–7 days",
    summary: "Time for parents, children and grandparents to slow down and listen to each other.",
    href: PATHS.family,
  },
];

export const TRIP_OFFERINGS: readonly Offering[] = [
  {
    title: "Digital Nomad Immersion",
    duration: "15 days",
    summary: "Work from Portugal, Estonia, Dubai, Mexico, Costa Rica or Thailand with vetted co-working.",
    href: PATHS.digitalNomad,
  },
  {
    title: "Slow-Travel Journeys",
    duration: "10–15 days",
    summary: "Unhurried cultural immersion in Japan, New Zealand, Western Europe and beyond.",
    href: PATHS.slowTravel,
  },
  {
    title: "Skill and Travel Expeditions",
    duration: "10–15 days",
    summary: "Learn an IT, creative or adventure skill on the road, in groups of 6 to 12.",
    href: PATHS.skillTravel,
  },
  {
    title: "Workcation Transformation",
    duration: "10–15 days",
    summary: "Keep your job, change your view: remote work with coaching and culture.",
    href: PATHS.workcation,
  },
  {
    title: "Earn While You Travel",
    duration: "10–30 days",
    summary: "Teach, host, freelance or volunteer abroad and cover your costs as you go.",
    href: PATHS.earnWhileTravel,
  },
];

export const COIMBATORE_STORY: readonly string[] = [
  "Inner Light Journeys began in Coimbatore, at the foot of the Nilgiris, where the road to the hills has always been a road to rest. Our founders spent years running workshops and retreats for friends who needed somewhere to breathe: women juggling careers and care, queer friends looking for a place to simply be, families who had forgotten how to talk over a meal.",
  "Those small gatherings became a company. We still plan every programme from our Coimbatore office, still answer your messages ourselves, and still measure a journey by how you feel when you get home.",
];
