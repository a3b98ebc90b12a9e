import type { RetreatProgramme } from "@shared/catalogue/schemas/retreats";

/** The three Family Reconnection retreats; ids are the home search's experience keys (docs/site.md §3). */
export const familyRetreats: readonly RetreatProgramme[] = [
  {
    id: "roots-wings",
    name: "Roots & Wings Retreat",
    category: "Parents & Teens",
    duration: "6 Days",
    targetAudience: "Parents and teenagers aged 13 to 19",
    description:
      "Six days in the forests of Wayanad for parents and teenagers who have drifted into separate rooms. Shared adventures, a ropes course and guided conversations help you give your teen room to grow while keeping the roots that hold you together.",
    rating: 4.8,
    image: "/art/forest-path.svg",
    location: "Wayanad, Kerala",
    highlights: [
      "Parent-and-teen trek to Chembra peak",
      "Ropes course and zipline in teams",
      "Separate circles for parents and for teens, then one together",
      "Listening without fixing: a workshop for parents",
      "Bamboo rafting and a campfire night",
    ],
    includes: [
      "5 nights in family cottages",
      "All meals, with a teen-approved menu",
      "Transfers from Kozhikode or Coimbatore",
      "Every activity with trained guides",
    ],
    groupSize: "3-6 families",
  },
  {
    id: "circle-trust",
    name: "Circle of Trust Retreat",
    category: "Parents & Young Children",
    duration: "5 Days",
    targetAudience: "Parents and children aged 5 to 12",
    description:
      "Five playful days in Ooty for families with young children. Nature games, a farm visit and bedtime stories by the fire build trust through play, while short parent sessions give you calm ways through tantrums, screens and sibling fights.",
    rating: 4.7,
    image: "/art/family-picnic.svg",
    location: "Ooty, Nilgiris",
    highlights: [
      "Picnic and nature treasure hunt at the Botanical Garden",
      "Nilgiri toy train ride from Ooty to Coonoor",
      "Visit to a tea factory and a carrot farm",
      "Calm-parenting sessions while children play with carers",
      "Family art project to take home",
    ],
    includes: [
      "4 nights in family rooms at a hillside resort",
      "All meals, with children's portions",
      "Qualified childcare during parent sessions",
      "Transfers from Coimbatore airport or station",
    ],
    groupSize: "3-6 families",
  },
  {
    id: "generations-harmony",
    name: "Generations in Harmony Retreat",
    category: "Three Generations",
    duration: "7 Days",
    targetAudience: "Grandparents, parents and children travelling together",
    description:
      "A week on the Kerala backwaters for three generations. Gentle days on houseboats and village canals, cooking family recipes together and recording grandparents' stories, paced so the oldest and the youngest both enjoy every day.",
    rating: 4.9,
    image: "/art/backwaters.svg",
    location: "Kumarakom & Alleppey, Kerala",
    highlights: [
      "A day and night on a family houseboat",
      "Story-recording session: grandparents' lives, in their words",
      "Cooking family recipes with a Kerala home cook",
      "Village canal canoe ride and bird walk",
      "Kathakali performance and a family portrait",
    ],
    includes: [
      "6 nights at a lakeside resort and houseboat, step-free rooms on request",
      "All meals, with soft and diabetic-friendly options",
      "Transfers from Kochi airport",
      "A printed family story book, sent after the retreat",
    ],
    groupSize: "3-6 families",
  },
];
