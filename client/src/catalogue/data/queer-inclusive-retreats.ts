import type { RetreatProgramme } from "@shared/catalogue/schemas/retreats";

/** The four Queer & Inclusive programmes, in the two categories of docs/site.md §3. */
export const queerInclusiveRetreats: readonly RetreatProgramme[] = [
  {
    id: "sapphic-hills-sanctuary",
    name: "Sapphic Sanctuary in the Hills",
    category: "Queer Women's Retreats",
    duration: "7 Days",
    targetAudience: "Lesbian, bisexual and queer women, and trans and nonbinary people who feel at home in women's spaces",
    description:
      "A week in a stone cottage above Kodaikanal lake, with misty mornings, wood fires and a small circle of queer women. Guided walks, journalling and long shared dinners make space to slow down and be fully seen.",
    rating: 4.8,
    image: "/art/sunrise-hills.svg",
    location: "Kodaikanal, Tamil Nadu",
    highlights: [
      "Sunrise walk through the Pine Forest to Guna caves",
      "Daily circles led by a queer woman facilitator",
      "Journalling and letter-writing workshop",
      "Cycling round Kodai lake and a boat ride at dusk",
      "Fireside storytelling evenings",
    ],
    includes: [
      "6 nights in a heritage cottage, twin or single rooms",
      "All vegetarian meals and hill-station snacks",
      "Return transfers from Madurai or Coimbatore",
      "Every session, walk and entry ticket",
    ],
    groupSize: "8-12 people",
  },
  {
    id: "queer-womens-island-reset",
    name: "Queer Women's Island Reset",
    category: "Queer Women's Retreats",
    duration: "10 Days",
    targetAudience: "Queer women who want rest, sea and good company abroad",
    description:
      "Ten days on Sri Lanka's south coast, between Galle's fort walls and the beaches of Mirissa. Surf lessons, whale watching and slow afternoons, held by a queer-friendly host team who know the island well.",
    rating: 4.7,
    image: "/art/beach-palms.svg",
    location: "Galle & Mirissa, Sri Lanka",
    highlights: [
      "Sunset walk on Galle Fort's ramparts",
      "Two beginner surf lessons in Weligama bay",
      "Early-morning whale watching from Mirissa",
      "Tea-country day trip to Ella by train",
      "Beach yoga and evening circles",
    ],
    includes: [
      "9 nights in boutique guest houses with queer-friendly hosts",
      "Breakfast and dinner daily",
      "Airport transfers and all in-country travel",
      "Visa guidance before you fly",
    ],
    groupSize: "8-12 people",
  },
  {
    id: "rainbow-roots-collective",
    name: "Rainbow Roots Collective",
    category: "Queer Mixed Transformation",
    duration: "8-9 Days",
    targetAudience: "LGBTQIA+ people of every gender, and the allies who travel with them",
    description:
      "Eight or nine days on a farm stay in the forests of Wayanad for a mixed group of queer people and allies. Identity workshops, farm work, rainforest treks and tribal cooking traditions root you back in your body and in community.",
    rating: 4.8,
    image: "/art/rainbow-valley.svg",
    location: "Wayanad, Kerala",
    highlights: [
      "Identity and belonging workshops with a queer-led team",
      "Trek to Chembra peak and Soochipara falls",
      "A morning of work on an organic spice farm",
      "Cooking with a Kurichiya family",
      "Allyship session for partners, friends and family",
    ],
    includes: [
      "7 nights in a farm stay, or 8 on the nine-day batch",
      "All meals from the farm kitchen",
      "Transfers from Kozhikode or Coimbatore",
      "Every workshop, trek and guide",
    ],
    groupSize: "10-14 people",
  },
  {
    id: "chosen-family-circle",
    name: "Chosen Family Circle",
    category: "Queer Mixed Transformation",
    duration: "7 Days",
    targetAudience: "LGBTQIA+ adults looking for belonging and a chosen family",
    description:
      "A week by the Ganga in Rishikesh for queer people of every gender who want to build, or rebuild, a chosen family. Campfire circles, river rituals and honest conversation turn a group of strangers into people you will call when it counts.",
    rating: 4.9,
    image: "/art/campfire-circle.svg",
    location: "Rishikesh, Uttarakhand",
    highlights: [
      "Nightly campfire circles by the river",
      "Gentle white-water rafting from Shivpuri",
      "Ganga aarti at Triveni Ghat",
      "Workshop on boundaries, conflict and care in chosen families",
      "Sunrise yoga at the riverside camp",
    ],
    includes: [
      "6 nights in a riverside camp with private tents",
      "All sattvic meals",
      "Transfers from Dehradun airport or Haridwar station",
      "Rafting with a certified guide and all safety gear",
    ],
    groupSize: "10-14 people",
  },
];
