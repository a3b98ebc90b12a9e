import { PATHS } from "@shared/routes";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavMenu;

export function isNavMenu(entry: NavEntry): entry is NavMenu {
  return "items" in entry;
}

export const RETREAT_LINKS: NavLink[] = [
  { label: "All Retreats", href: PATHS.retreats },
  { label: "We Women Retreat", href: PATHS.womens },
  { label: "Sapphic Retreats", href: PATHS.queerWomens },
  { label: "Queer & Inclusive Retreats", href: PATHS.queerInclusive },
  { label: "Career Upskilling Retreats", href: PATHS.career },
  { label: "Family Reconnection Retreats", href: PATHS.family },
];

export const INTERNATIONAL_LINKS: NavLink[] = [
  { label: "All International Trips", href: PATHS.internationalTrips },
  { label: "Digital Nomad Immersion", href: PATHS.digitalNomad },
  { label: "Slow-Travel Journeys", href: PATHS.slowTravel },
  { label: "Skill & Travel Expeditions", href: PATHS.skillTravel },
  { label: "Workcation Transformation", href: PATHS.workcation },
  { label: "Earn While You Travel", href: PATHS.earnWhileTravel },
];

/** The large-screen navigation bar. */
export const MAIN_NAV: NavEntry[] = [
  { label: "Home", href: PATHS.home },
  { label: "About Us", href: PATHS.about },
  { label: "Retreats", items: RETREAT_LINKS },
  { label: "International Trips", items: INTERNATIONAL_LINKS },
  { label: "Contact Us", href: PATHS.contact },
  { label: "FAQs", href: PATHS.faqs },
];

/** The small-screen menu lists only these five (docs/site.md §2). */
export const MOBILE_NAV: NavLink[] = [
  { label: "Home", href: PATHS.home },
  { label: "About Us", href: PATHS.about },
  { label: "Retreats", href: PATHS.retreats },
  { label: "International Trips", href: PATHS.internationalTrips },
  { label: "Contact Us", href: PATHS.contact },
];

export const FOOTER_EXPLORE: NavLink[] = [
  { label: "Home", href: PATHS.home },
  { label: "About Us", href: PATHS.about },
  { label: "Retreats", href: PATHS.retreats },
  { label: "International Trips", href: PATHS.internationalTrips },
  { label: "Contact Us", href: PATHS.contact },
  { label: "FAQs", href: PATHS.faqs },
];

export const FOOTER_POLICIES: NavLink[] = [
  { label: "Terms & Conditions", href: PATHS.terms },
  { label: "Payment Policies", href: PATHS.paymentPolicies },
  { label: "Refund Policies", href: PATHS.refundPolicies },
];
