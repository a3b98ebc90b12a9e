import { PATHS } from "@shared/routes";

export interface JourneyType {
  title: string;
  description: string;
  features: [string, string, string, string];
  image: string;
  href: string;
}

/** 'Choose Your Journey Type': the seven doors into the catalogue (docs/site.md §2 Home). */
export const JOURNEY_TYPES: JourneyType[] = [
  {
    title: "Women's Transformation",
    description:
      "Step away from every role you carry and spend a week remembering who you are, with women who understand.",
    features: ["Women-only circles of 8 to 15", "Rest, reflection and leadership", "Retreats of 5 to 10 days", "Nilgiris, Kerala and abroad"],
    image: "/art/sunrise-hills.svg",
    href: PATHS.womens,
  },
  {
    title: "Sapphic Retreats",
    description:
      "Retreats made by and for lesbian, bisexual and queer women: a safe, joyful space to create, heal and belong.",
    features: ["Small groups of 8 to 12", "Queer women facilitators", "Creativity, pride and wellness", "Discreet, affirming stays"],
    image: "/art/moon-garden.svg",
    href: PATHS.queerWomens,
  },
  {
    title: "Queer & Inclusive Retreats",
    description:
      "Affirming journeys for LGBTQIA+ people and allies, where identity is celebrated and community comes easily.",
    features: ["Queer-led teams", "Identity and community work", "Retreats of 7 to 10 days", "Allies warmly welcome"],
    image: "/art/rainbow-valley.svg",
    href: PATHS.queerInclusive,
  },
  {
    title: "Career & Skills Development",
    description:
      "Ten to twelve focused days to learn new tech, build a digital career or plan your next move with confidence.",
    features: ["Hands-on mentored workshops", "Tech, digital and career pivots", "Groups of 6 to 15", "A plan you leave with"],
    image: "/art/workshop-desk.svg",
    href: PATHS.career,
  },
  {
    title: "Family Reconnection",
    description:
      "Slow days for parents, children and grandparents to put the phones down, listen and laugh together again.",
    features: ["Activities for every age", "Guided family circles", "Retreats of 5 to 7 days", "Nature stays near Coimbatore"],
    image: "/art/family-picnic.svg",
    href: PATHS.family,
  },
  {
    title: "Digital Nomad Immersion",
    description:
      "Fifteen days of living and working abroad, from Lisbon to Chiang Mai, with the logistics already solved.",
    features: ["Six countries to choose from", "Vetted co-working spaces", "Fast Wi-Fi stays", "A ready-made community"],
    image: "/art/lisbon-tram.svg",
    href: PATHS.digitalNomad,
  },
  {
    title: "Slow-Travel Journeys",
    description:
      "Stay longer, see deeper: homestays, local guides and unhurried days in Japan, New Zealand, Europe and beyond.",
    features: ["Journeys of 10 to 15 days", "Homestays and local hosts", "Small groups of 8 to 12", "Work-friendly stays"],
    image: "/art/kyoto-torii.svg",
    href: PATHS.slowTravel,
  },
];

export interface Destination {
  title: string;
  days: number;
  description: string;
  image: string;
  imageAlt: string;
  href: string;
}

/** 'Sacred Destinations Await': three slow-travel journeys (docs/site.md §2 Home, §9 durations). */
export const DESTINATIONS: Destination[] = [
  {
    title: "Japan Cultural Deep Dive",
    days: 15,
    description:
      "Tea ceremonies in Kyoto, a night in a temple lodging on Mount Koya and quiet mornings beneath Fuji.",
    image: "/art/japan-fuji.svg",
    imageAlt: "Mount Fuji rising above a lake at dawn",
    href: PATHS.slowTravel,
  },
  {
    title: "New Zealand Adventure Immersion",
    days: 14,
    description:
      "Fiordland walks, a Māori welcome on a marae and long evenings under the southern stars.",
    image: "/art/new-zealand-peaks.svg",
    imageAlt: "Snow-capped New Zealand peaks above green valleys",
    href: PATHS.slowTravel,
  },
  {
    title: "Western Europe Grand Tour",
    days: 15,
    description:
      "Paris rooftops, Swiss lakes and Tuscan kitchens, travelled slowly by train with time to simply be.",
    image: "/art/paris-rooftops.svg",
    imageAlt: "Paris rooftops at golden hour",
    href: PATHS.slowTravel,
  },
];

export interface Reason {
  title: string;
  description: string;
  icon: "guides" | "authentic" | "groups" | "support";
}

export const WHY_US: Reason[] = [
  {
    title: "Expert Guides",
    description: "Certified facilitators, coaches and local guides who have walked these paths many times.",
    icon: "guides",
  },
  {
    title: "Authentic Experiences",
    description: "Homestays, temple mornings and local kitchens: the places you could never find alone.",
    icon: "authentic",
  },
  {
    title: "Small Groups",
    description: "Rarely more than fifteen people, so every voice is heard and friendships form quickly.",
    icon: "groups",
  },
  {
    title: "Complete Support",
    description: "From your first call to your flight home, one team answers within 24 hours, usually sooner.",
    icon: "support",
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  location: string;
  /** Palette colours of the drawn initials avatar. */
  avatar: { background: string; text: string };
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "I arrived exhausted and unsure of what I wanted. Seven days in the Nilgiris with these women gave me the clarity I had been chasing for years.",
    name: "Priya Raghavan",
    location: "Chennai, Tamil Nadu",
    avatar: { background: "#0F5257", text: "#FFFFFF" },
  },
  {
    quote:
      "For the first time I travelled without editing myself. The sapphic retreat felt like coming home to people I had only just met.",
    name: "Meera Iyer",
    location: "Bengaluru, Karnataka",
    avatar: { background: "#FDF1DD", text: "#9A5B06" },
  },
  {
    quote:
      "Fifteen days in Japan at a slow pace changed how I work and rest. Every detail was handled, so I could simply be present.",
    name: "Arjun Menon",
    location: "Kochi, Kerala",
    avatar: { background: "#B4532A", text: "#FFFFFF" },
  },
];
