import type { WomensRetreat } from "@shared/catalogue/schemas/retreats";

const common = {
  location: "Domestic & International",
  category: "Women",
  groupSize: "8-15 women",
  rating: 4.9,
} as const;

/** The seven We Women retreats; ids are the home search's experience keys (docs/site.md §3). */
export const womensRetreats: readonly WomensRetreat[] = [
  {
    id: "work-life-harmony",
    title: "Work-Life Harmony Retreat",
    duration: "5 Days",
    description:
      "Five unhurried days in a planter's bungalow above Coonoor, in the Nilgiris tea country. You map where your hours really go, practise saying no without guilt, and leave with a weekly rhythm you have tested before you go home.",
    image: "/art/tea-estate.svg",
    features: [
      "Day 1: arrival, tea-garden walk and a quiet evening with no agenda",
      "Boundary-setting workshop with a women's career coach",
      "Daily sunrise yoga on the estate lawn",
      "A digital detox from day 2 to day 4, with a phone locker",
      "A personal weekly rhythm plan you review on day 5",
      "Nilgiri toy train ride from Coonoor to Ooty",
    ],
    ...common,
  },
  {
    id: "soul-identity",
    title: "Soul & Identity Retreat",
    duration: "7 Days",
    description:
      "A week by the Ganga in Rishikesh for the woman who has been a daughter, partner, mother and employee and wants to meet herself again. Journalling, breath and river rituals help you name what you value, apart from every role you play.",
    image: "/art/temple-dawn.svg",
    features: [
      "Morning Hatha yoga and pranayama at an ashram by the river",
      "Guided identity journalling: roles, values, the self underneath",
      "Evening Ganga aarti at Parmarth Niketan",
      "One-to-one session with a women's therapist",
      "A half-day silent walk to Vashishtha cave",
      "Closing circle where you speak your own intention",
    ],
    ...common,
  },
  {
    id: "transform-rise",
    title: "Transform & Rise",
    duration: "8 Days",
    description:
      "For the woman standing after a divorce, a loss, a burnout or a move. Eight days in Kodaikanal pair gentle hill treks with trauma-informed coaching, so you grieve what ended and plan what comes next with women who have walked the same road.",
    image: "/art/sunrise-hills.svg",
    features: [
      "Trauma-informed coaching circles every morning",
      "Sunrise trek to Dolphin's Nose and a walk round Kodai lake",
      "Expressive art session: letter to the woman you were",
      "Financial confidence workshop with a woman planner",
      "Restorative yoga and sound bath each evening",
      "A 90-day rise plan and a buddy from your group",
    ],
    ...common,
  },
  {
    id: "purpose-path",
    title: "Purpose Path",
    duration: "10 Days",
    description:
      "Ten days in Ubud, Bali, among rice terraces and temple courtyards, to answer the question you keep putting off: what is my work for? Structured purpose exercises, Balinese blessing rituals and time alone turn a vague restlessness into a clear next step.",
    image: "/art/bali-rice-terraces.svg",
    features: [
      "Purpose-mapping workshops using the ikigai and values models",
      "Water blessing at Tirta Empul temple",
      "Sunrise walk along the Campuhan ridge",
      "Two one-to-one sessions with your purpose coach",
      "A free day for solitude, surfing or the Monkey Forest",
      "Written purpose statement and a 6-month action plan",
    ],
    ...common,
  },
  {
    id: "just-me-time",
    title: "Just Me Time",
    duration: "5 Days",
    description:
      "A houseboat and a lakeside cottage in Kumarakom on the Kerala backwaters, five days planned around one person: you. Ayurvedic treatments, long naps, slow canoe rides at dawn, and absolutely no one to look after.",
    image: "/art/backwaters.svg",
    features: [
      "A night on a private-cabin houseboat on Vembanad lake",
      "Three Ayurvedic treatments, including Abhyanga and Shirodhara",
      "Dawn canoe ride through the village canals",
      "Optional group activities: join what you like, skip what you don't",
      "Kerala cooking class with a local home cook",
    ],
    ...common,
  },
  {
    id: "women-empowerment",
    title: "Women Empowerment Retreat",
    duration: "7 Days",
    description:
      "A week in Auroville and Pondicherry with women founders, artisans and activists. Workshops on money, negotiation and public speaking sit beside visits to women-run collectives, so you see confidence practised, not just talked about.",
    image: "/art/banyan-tree.svg",
    features: [
      "Negotiation and salary conversation workshop",
      "Money and investing basics for women, in plain language",
      "Visits to women-run craft and farming collectives in Auroville",
      "Public-speaking practice on the last evening, to a warm room",
      "Meditation in the Matrimandir gardens",
      "Cycling tour of Pondicherry's French quarter",
    ],
    ...common,
  },
  {
    id: "she-leads",
    title: "She Leads",
    duration: "8 Days",
    description:
      "A leadership retreat on a coffee estate in Coorg for women who manage teams, or are about to. You work on presence, difficult conversations and strategic thinking with women leaders from Indian companies, between forest walks and misty mornings.",
    image: "/art/forest-path.svg",
    features: [
      "Leadership presence and voice coaching",
      "Difficult-conversation role-plays with real scenarios from your work",
      "Fireside sessions with women CXOs and founders",
      "Forest trail to Abbey Falls and a coffee-plantation walk",
      "360-degree reflection exercise with your peer circle",
      "Personal leadership charter and 6 months of peer mentoring",
    ],
    ...common,
  },
];
