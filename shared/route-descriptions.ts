import type { PageRoute, Screen } from "./routes";

/*
 * Each page's meta description, apart from the route table (routes.ts), which every page's script
 * carries: a page is served with its description already in its head (head.ts), so the browser needs
 * these only when the visitor moves to another page inside the site, and fetches them then
 * (client/src/lib/use-document-head.ts).
 */
export const DESCRIPTIONS: Record<Screen, string> = {
  home:
    "Women's, sapphic, queer-inclusive, career and family retreats, and slow-travel and digital nomad journeys abroad, from Coimbatore, India.",
  about:
    "Our mission, vision and the people behind Inner Light Journeys: transformation retreats and mindful travel from Coimbatore, Tamil Nadu.",
  retreats:
    "Compare our five retreat families: women's, sapphic, queer and inclusive, career upskilling and family reconnection. Search and filter by duration.",
  womens:
    "Women-only retreats of 5 to 10 days in India and abroad: rest, leadership, purpose and self-trust in groups of 8 to 15.",
  queerWomens:
    "Retreats for lesbian, bisexual and queer women: creativity, pride, wellness and leadership in safe groups of 8 to 12.",
  queerInclusive:
    "Affirming 7 to 10 day retreats for LGBTQIA+ people and allies: identity, community and joy, facilitated by queer-led teams.",
  career:
    "Ten to twelve day residential retreats to master new tech, build a digital career or plan a confident career pivot.",
  family:
    "Five to seven day retreats for parents, children and grandparents to slow down, listen and build trust together.",
  internationalTrips:
    "Digital nomad journeys, slow travel, skill expeditions, workcations and earn-while-you-travel programmes of 7 to 30 days.",
  digitalNomad:
    "Fifteen-day remote-work journeys in Portugal, Estonia, Dubai, Mexico, Costa Rica and Thailand with vetted co-working spaces.",
  slowTravel:
    "Slow-travel journeys of 10 to 15 days: Japan, New Zealand, Western Europe and more, with homestays and work-friendly stays.",
  skillTravel:
    "Learn a skill while you travel: IT, creative and adventure expeditions of 10 to 15 days in small groups of 6 to 12.",
  workcation:
    "Work remotely from Bali, the Swiss Alps, Costa Rica, Greece, Japan, Iceland, Morocco or New Zealand with coaching and culture.",
  earnWhileTravel:
    "Teach, host, freelance or volunteer abroad for 10 to 30 days and cover your costs while you see the world.",
  adminBookings: "Staff desk for booking enquiries.",
  contact: "Call, chat or e-mail our Coimbatore team. Office address, business hours and how fast we reply.",
  faqs: "Answers on retreats, international trips, booking, preparation, health and safety before you travel with us.",
  terms: "The terms that apply to every retreat and journey booked with Inner Light Journeys.",
  paymentPolicies:
    "Deposits, payment schedules, group discounts and payment methods for domestic retreats and international trips.",
  refundPolicies:
    "Cancellation refunds, retreat credits, date changes and emergency cases for domestic and international bookings.",
};

const NOT_FOUND_DESCRIPTION = "This page does not exist.";

/** The description of a route's page, or of the not-found page. */
export function descriptionOf(route: PageRoute | undefined): string {
  return route ? DESCRIPTIONS[route.screen] : NOT_FOUND_DESCRIPTION;
}
