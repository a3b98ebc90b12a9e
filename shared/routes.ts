/**
 * The one table of pages. The client router, the server's 404 decision, prerendering and the
 * sitemap all read it, so a page exists exactly when it is listed here.
 */
export type Screen =
  | "home"
  | "about"
  | "retreats"
  | "womens"
  | "queerWomens"
  | "queerInclusive"
  | "career"
  | "family"
  | "internationalTrips"
  | "digitalNomad"
  | "slowTravel"
  | "skillTravel"
  | "workcation"
  | "earnWhileTravel"
  | "adminBookings"
  | "contact"
  | "faqs"
  | "terms"
  | "paymentPolicies"
  | "refundPolicies";

export interface PageRoute {
  path: string;
  screen: Screen;
  title: string;
  description: string;
  /** Public pages are prerendered and listed in the sitemap; the staff desk is not. */
  public: boolean;
  /** The page's h1 when it differs from the title's first part (before " | "). */
  heading?: string;
  /** Its label in breadcrumbs when shorter than the heading. */
  crumb?: string;
  /** The page its breadcrumb trail passes through after Home. */
  parent?: Screen;
}

export const ROUTES: readonly PageRoute[] = [
  {
    path: "/",
    screen: "home",
    crumb: "Home",
    title: "Inner Light Journeys | Transformation Retreats & International Trips",
    description:
      "Women's, sapphic, queer-inclusive, career and family retreats, and slow-travel and digital nomad journeys abroad, from Coimbatore, India.",
    public: true,
  },
  {
    path: "/about-us",
    screen: "about",
    title: "About Us | Inner Light Journeys",
    description:
      "Our mission, vision and the people behind Inner Light Journeys: transformation retreats and mindful travel from Coimbatore, Tamil Nadu.",
    public: true,
  },
  {
    path: "/retreats",
    screen: "retreats",
    crumb: "Retreats",
    title: "Transformation Retreats | Inner Light Journeys",
    description:
      "Compare our five retreat families: women's, sapphic, queer and inclusive, career upskilling and family reconnection. Search and filter by duration.",
    public: true,
  },
  {
    path: "/womens-retreats",
    screen: "womens",
    parent: "retreats",
    title: "We Women Retreat | Inner Light Journeys",
    description:
      "Seven women-only retreats of 5 to 10 days in India and abroad: rest, leadership, purpose and self-trust in groups of 8 to 15.",
    public: true,
  },
  {
    path: "/queer-womens-retreats",
    screen: "queerWomens",
    parent: "retreats",
    title: "Sapphic Retreats | Inner Light Journeys",
    description:
      "Seven retreats for lesbian, bisexual and queer women: creativity, pride, wellness and leadership in safe groups of 8 to 12.",
    public: true,
  },
  {
    path: "/queer-inclusive-retreats",
    screen: "queerInclusive",
    parent: "retreats",
    title: "Queer & Inclusive Retreats | Inner Light Journeys",
    description:
      "Affirming 7 to 10 day retreats for LGBTQIA+ people and allies: identity, community and joy, facilitated by queer-led teams.",
    public: true,
  },
  {
    path: "/career-upskilling-retreats",
    screen: "career",
    parent: "retreats",
    title: "Career Upskilling Retreats | Inner Light Journeys",
    description:
      "Ten to twelve day residential retreats to master new tech, build a digital career or plan a confident career pivot.",
    public: true,
  },
  {
    path: "/family-reconnection-retreats",
    screen: "family",
    parent: "retreats",
    title: "Family Reconnection Retreats | Inner Light Journeys",
    description:
      "Five to seven day retreats for parents, children and grandparents to slow down, listen and build trust together.",
    public: true,
  },
  {
    path: "/international-trips",
    screen: "internationalTrips",
    title: "International Trips | Inner Light Journeys",
    description:
      "Digital nomad journeys, slow travel, skill expeditions, workcations and earn-while-you-travel programmes of 7 to 30 days.",
    public: true,
  },
  {
    path: "/digital-nomad-journeys",
    screen: "digitalNomad",
    parent: "internationalTrips",
    title: "Digital Nomad Immersion | Inner Light Journeys",
    description:
      "Fifteen-day remote-work journeys in Portugal, Estonia, Dubai, Mexico, Costa Rica and Thailand with vetted co-working spaces.",
    public: true,
  },
  {
    path: "/slow-travel-cultural-immersion",
    screen: "slowTravel",
    parent: "internationalTrips",
    title: "Slow-Travel Journeys | Inner Light Journeys",
    description:
      "Nine slow-travel journeys of 10 to 15 days: Japan, New Zealand, Western Europe and more, with homestays and work-friendly stays.",
    public: true,
  },
  {
    path: "/skill-travel-expeditions",
    screen: "skillTravel",
    heading: "Skill & Travel Expeditions",
    parent: "internationalTrips",
    title: "Skill and Travel Expeditions | Inner Light Journeys",
    description:
      "Learn a skill while you travel: IT, creative and adventure expeditions of 10 to 15 days in small groups of 6 to 12.",
    public: true,
  },
  {
    path: "/workcation-transformation",
    screen: "workcation",
    parent: "internationalTrips",
    title: "Workcation Transformation | Inner Light Journeys",
    description:
      "Work remotely from Bali, the Swiss Alps, Costa Rica, Greece, Japan, Iceland, Morocco or New Zealand with coaching and culture.",
    public: true,
  },
  {
    path: "/earn-while-travel",
    screen: "earnWhileTravel",
    parent: "internationalTrips",
    title: "Earn While You Travel | Inner Light Journeys",
    description:
      "Teach, host, freelance or volunteer abroad for 10 to 30 days and cover your costs while you see the world.",
    public: true,
  },
  {
    path: "/admin/bookings",
    screen: "adminBookings",
    title: "Booking Management | Inner Light Journeys",
    description: "Staff desk for booking enquiries.",
    public: false,
  },
  {
    path: "/contact-us",
    screen: "contact",
    title: "Contact Us | Inner Light Journeys",
    description:
      "Call, chat or e-mail our Coimbatore team. Office address, business hours and how fast we reply.",
    public: true,
  },
  {
    path: "/faqs",
    screen: "faqs",
    title: "FAQs | Inner Light Journeys",
    description:
      "Answers on retreats, international trips, booking, preparation, health and safety before you travel with us.",
    public: true,
  },
  {
    path: "/terms-conditions",
    screen: "terms",
    title: "Terms and Conditions | Inner Light Journeys",
    description: "The terms that apply to every retreat and journey booked with Inner Light Journeys.",
    public: true,
  },
  {
    path: "/payment-policies",
    screen: "paymentPolicies",
    title: "Payment Policies | Inner Light Journeys",
    description:
      "Deposits, payment schedules, group discounts and payment methods for domestic retreats and international trips.",
    public: true,
  },
  {
    path: "/refund-policies",
    screen: "refundPolicies",
    title: "Refund Policies | Inner Light Journeys",
    description:
      "Cancellation refunds, retreat credits, date changes and emergency cases for domestic and international bookings.",
    public: true,
  },
];

export const NOT_FOUND = {
  title: "Page Not Found | Inner Light Journeys",
  description: "This page does not exist.",
};

const SLASH = 47;

/**
 * Paths compare without a trailing slash; the query string never decides the page. A request
 * chooses this text, so it is read once from each end with no regular expression: the work stays
 * linear whatever the path (a trailing-slash regex was quadratic on thousands of slashes).
 */
export function normalizePath(path: string): string {
  let end = path.length;
  const query = path.indexOf("?");
  if (query !== -1) end = query;
  const hash = path.indexOf("#");
  if (hash !== -1 && hash < end) end = hash;
  while (end > 1 && path.charCodeAt(end - 1) === SLASH) end--;
  return end === 0 ? "/" : path.slice(0, end);
}

export function findRoute(path: string): PageRoute | undefined {
  const p = normalizePath(path);
  return ROUTES.find((r) => r.path === p);
}

/** Paths by screen, so links are written once: `PATHS.womens`. */
export const PATHS = Object.fromEntries(ROUTES.map((r) => [r.screen, r.path])) as Record<Screen, string>;
