import { PATHS } from "@shared/routes";
import type { InternationalCategory } from "@shared/catalogue/schemas/international";

/** The five international families shown on /international-trips, in the order of the menu. */
export const internationalCategories: readonly InternationalCategory[] = [
  {
    id: "digital-nomad-journeys",
    title: "Digital Nomad Journeys",
    duration: "15 Days",
    description:
      "Fifteen days of living and working like a local in a remote-work capital. We sort the fast Wi-Fi, the flat and the co-working desk, so you can do your job by day and find your people by evening.",
    image: "/art/lisbon-tram.svg",
    destinations: ["Portugal", "Estonia", "Dubai", "Mexico", "Costa Rica", "Thailand"],
    features: [
      "Co-working desk and fibre internet from day one",
      "Visa and tax briefing for remote workers",
      "Weekly community dinners and skill swaps",
      "Weekend trips you can join or skip",
    ],
    location: "Europe, Middle East, Latin America & Asia",
    href: PATHS.digitalNomad,
  },
  {
    id: "slow-travel-cultural-immersion",
    title: "Slow-Travel Cultural Immersion",
    duration: "10-15 Days",
    description:
      "Stay longer in fewer places. Homestays, markets, kitchens and festivals in the company of the people who live there, with quiet corners to read, write or work when you want to.",
    image: "/art/kyoto-torii.svg",
    destinations: ["Japan", "New Zealand", "Western Europe", "Vietnam", "Peru", "Morocco", "Scotland", "Kenya", "Iceland"],
    features: [
      "Two or three bases instead of a new hotel every night",
      "Homestays and cooking with local families",
      "Work-friendly cafés and libraries mapped for you",
      "A host who knows the place by name, not by guidebook",
    ],
    location: "Asia, Oceania, Europe, Africa & South America",
    href: PATHS.slowTravel,
  },
  {
    id: "skill-travel-expeditions",
    title: "Skill & Travel Expeditions",
    duration: "10-15 Days",
    description:
      "Learn something real while you travel: code in Lisbon, throw pots in Kyoto, dive in the Gulf of Thailand. Small cohorts, working teachers and a finished project or certificate to take home.",
    image: "/art/workshop-desk.svg",
    destinations: ["Portugal", "Estonia", "Bali", "Japan", "Morocco", "France", "Switzerland", "Thailand"],
    features: [
      "IT, creative and adventure tracks",
      "Taught by working professionals in cohorts of 6 to 12",
      "A portfolio piece or certification at the end",
      "Culture woven into every day of learning",
    ],
    location: "Europe, Asia & North Africa",
    href: PATHS.skillTravel,
  },
  {
    id: "workcation-transformation",
    title: "Workcation Transformation",
    duration: "7-15 Days",
    description:
      "Keep your job and change your view. Mornings at a proper desk, afternoons in the rice terraces or on a Greek beach, and a coach who helps you come home with a clearer way of working.",
    image: "/art/bali-rice-terraces.svg",
    destinations: ["Bali", "Swiss Alps", "Costa Rica", "Greece", "Japan", "Iceland", "Morocco", "New Zealand"],
    features: [
      "A focused 7-day sprint or the full 10 to 15 days",
      "Ergonomic workspace with backup internet",
      "Group and one-to-one coaching sessions",
      "Time zones planned around your team's hours",
    ],
    location: "Eight destinations on five continents",
    href: PATHS.workcation,
  },
  {
    id: "earn-while-travel",
    title: "Earn While You Travel",
    duration: "10-30 Days",
    description:
      "Teach, host, freelance or volunteer abroad and let the work cover part of the journey. We match you with roles that suit your skills and your visa, then stay on call while you are away.",
    image: "/art/vietnam-bay.svg",
    destinations: ["Vietnam", "Portugal", "Kenya", "Bali", "Costa Rica", "Japan", "Mexico", "Thailand"],
    features: [
      "Teaching, hospitality, NGO, freelancing and cultural exchange roles",
      "Earning potential from about $600 to $3,000 a month",
      "Visa guidance and a pre-departure orientation",
      "A local coordinator in every destination",
    ],
    location: "Asia, Europe, Africa & Latin America",
    href: PATHS.earnWhileTravel,
  },
];
