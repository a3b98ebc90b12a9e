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
    public: true,
  },
  {
    path: "/about-us",
    screen: "about",
    title: "About Us | Inner Light Journeys",
    public: true,
  },
  {
    path: "/retreats",
    screen: "retreats",
    crumb: "Retreats",
    title: "Transformation Retreats | Inner Light Journeys",
    public: true,
  },
  {
    path: "/womens-retreats",
    screen: "womens",
    parent: "retreats",
    title: "We Women Retreat | Inner Light Journeys",
    public: true,
  },
  {
    path: "/queer-womens-retreats",
    screen: "queerWomens",
    parent: "retreats",
    title: "Sapphic Retreats | Inner Light Journeys",
    public: true,
  },
  {
    path: "/queer-inclusive-retreats",
    screen: "queerInclusive",
    parent: "retreats",
    title: "Queer & Inclusive Retreats | Inner Light Journeys",
    public: true,
  },
  {
    path: "/career-upskilling-retreats",
    screen: "career",
    parent: "retreats",
    title: "Career Upskilling Retreats | Inner Light Journeys",
    public: true,
  },
  {
    path: "/family-reconnection-retreats",
    screen: "family",
    parent: "retreats",
    title: "Family Reconnection Retreats | Inner Light Journeys",
    public: true,
  },
  {
    path: "/international-trips",
    screen: "internationalTrips",
    title: "International Trips | Inner Light Journeys",
    public: true,
  },
  {
    path: "/digital-nomad-journeys",
    screen: "digitalNomad",
    parent: "internationalTrips",
    title: "Digital Nomad Immersion | Inner Light Journeys",
    public: true,
  },
  {
    path: "/slow-travel-cultural-immersion",
    screen: "slowTravel",
    parent: "internationalTrips",
    title: "Slow-Travel Journeys | Inner Light Journeys",
    public: true,
  },
  {
    path: "/skill-travel-expeditions",
    screen: "skillTravel",
    heading: "Skill & Travel Expeditions",
    parent: "internationalTrips",
    title: "Skill and Travel Expeditions | Inner Light Journeys",
    public: true,
  },
  {
    path: "/workcation-transformation",
    screen: "workcation",
    parent: "internationalTrips",
    title: "Workcation Transformation | Inner Light Journeys",
    public: true,
  },
  {
    path: "/earn-while-travel",
    screen: "earnWhileTravel",
    parent: "internationalTrips",
    title: "Earn While You Travel | Inner Light Journeys",
    public: true,
  },
  {
    path: "/admin/bookings",
    screen: "adminBookings",
    title: "Booking Management | Inner Light Journeys",
    public: false,
  },
  {
    path: "/contact-us",
    screen: "contact",
    title: "Contact Us | Inner Light Journeys",
    public: true,
  },
  {
    path: "/faqs",
    screen: "faqs",
    title: "FAQs | Inner Light Journeys",
    public: true,
  },
  {
    path: "/terms-conditions",
    screen: "terms",
    title: "Terms and Conditions | Inner Light Journeys",
    public: true,
  },
  {
    path: "/payment-policies",
    screen: "paymentPolicies",
    title: "Payment Policies | Inner Light Journeys",
    public: true,
  },
  {
    path: "/refund-policies",
    screen: "refundPolicies",
    title: "Refund Policies | Inner Light Journeys",
    public: true,
  },
];

export const NOT_FOUND = {
  title: "Page Not Found | Inner Light Journeys",
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

/** The page's h1: its own heading, else its title without the site's name. */
export function headingOf(route: PageRoute): string {
  return route.heading ?? route.title.split(" | ")[0];
}
