import type { RetreatCategoryCard } from "@shared/catalogue/schemas/retreats";

/*
 * The five retreat families on /retreats. The option names repeat the programme names of
 * each family's page and of shared/programmes.ts (a unit test keeps them equal to both) instead
 * of importing either, so the listing page ships neither every programme's full text nor the
 * other families' names (the page's byte budget, tests/build/budget.test.ts).
 */
export const retreatCategories: readonly RetreatCategoryCard[] = [
  {
    id: "womens-retreats",
    title: "We Women Retreat",
    duration: "5-10 days",
    description:
      "Women-only circles in the Nilgiris tea country, on the Kerala backwaters, in Rishikesh and in Bali. You rest, you speak freely, and you go home with a plan that fits the life you actually lead.",
    image: "/art/lotus-pond.svg",
    options: [
      "Work-Life Harmony Retreat",
      "Soul & Identity Retreat",
      "Transform & Rise",
      "Purpose Path",
      "Just Me Time",
      "Women Empowerment Retreat",
      "She Leads",
    ],
    features: ["Women-only groups of 8-15", "Women facilitators", "India and abroad"],
    location: "Domestic & International",
    category: "womens",
    href: "/womens-retreats",
  },
  {
    id: "sapphic-retreats",
    title: "Sapphic Retreats",
    duration: "5-10 days",
    description:
      "Retreats for lesbian, bisexual and queer women, held by queer women. Beach mornings in Gokarna, art studios in Pondicherry, Pride week in Thailand: room to be wholly yourself among women who get it.",
    image: "/art/rainbow-valley.svg",
    options: [
      "True Self Unlocked",
      "Creative Bloom",
      "Pride Transformation",
      "Mind, Body & Pride",
      "Queer Unity Retreat",
      "Pride Leadership",
      "Queer Wellness Retreat",
    ],
    features: ["Queer-led facilitation", "Small groups of 8-12", "Vetted, affirming stays"],
    location: "Domestic & International",
    category: "sapphic",
    href: "/queer-womens-retreats",
  },
  {
    id: "queer-inclusive-retreats",
    title: "Queer & Inclusive Retreats",
    duration: "5-10 days",
    description:
      "Affirming retreats for LGBTQIA+ people and the allies who travel with them. Campfire circles in Wayanad, a chosen-family week by the Ganga, slow days on Sri Lanka's south coast.",
    image: "/art/campfire-circle.svg",
    options: [
      "Sapphic Sanctuary in the Hills",
      "Queer Women's Island Reset",
      "Rainbow Roots Collective",
      "Chosen Family Circle",
    ],
    features: ["Every identity welcome", "Queer-led teams", "Pronouns respected, always"],
    location: "Kodaikanal, Wayanad, Rishikesh & Sri Lanka",
    category: "queer",
    href: "/queer-inclusive-retreats",
  },
  {
    id: "career-upskilling-retreats",
    title: "Career Upskilling Retreats",
    duration: "10-12 days",
    description:
      "Residential learning sprints away from the desk: build real projects in AI and cloud, grow a digital career, or plan a career change with a coach, in the calm of Coorg, the Nilgiris and Nandi Hills.",
    image: "/art/workshop-desk.svg",
    options: ["Tech Mastery Retreat", "Digital Future Retreat", "Career Pivot Retreat"],
    features: ["Hands-on projects", "Mentors from industry", "A portfolio to show"],
    location: "Coorg, Bengaluru & the Nilgiris",
    category: "career",
    href: "/career-upskilling-retreats",
  },
  {
    id: "family-reconnection-retreats",
    title: "Family Reconnection Retreats",
    duration: "5-7 days",
    description:
      "Screens down, shoes off. Parents, children and grandparents trek, cook and talk together in Wayanad, Ooty and on the Kerala backwaters, with a family facilitator holding the space.",
    image: "/art/family-picnic.svg",
    options: ["Roots & Wings Retreat", "Circle of Trust Retreat", "Generations in Harmony Retreat"],
    features: ["Activities for every age", "Family facilitators", "3-6 families per group"],
    location: "Wayanad, Ooty & Kerala backwaters",
    category: "family",
    href: "/family-reconnection-retreats",
  },
];
