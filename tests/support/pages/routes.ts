import { ROUTES, type PageRoute } from "@shared/routes";

/** The h1 each screen shows, written out so a renamed heading fails a test. */
export const EXPECTED_H1: Readonly<Record<string, string>> = {
  "/": "Discover Your Inner Light Through Sacred Journeys",
  "/about-us": "About Us",
  "/retreats": "Transformation Retreats",
  "/womens-retreats": "We Women Retreat",
  "/queer-womens-retreats": "Sapphic Retreats",
  "/queer-inclusive-retreats": "Queer & Inclusive Retreats",
  "/career-upskilling-retreats": "Career Upskilling Retreats",
  "/family-reconnection-retreats": "Family Reconnection Retreats",
  "/international-trips": "International Trips",
  "/digital-nomad-journeys": "Digital Nomad Immersion",
  "/slow-travel-cultural-immersion": "Slow-Travel Journeys",
  "/skill-travel-expeditions": "Skill & Travel Expeditions",
  "/workcation-transformation": "Workcation Transformation",
  "/earn-while-travel": "Earn While You Travel",
  "/admin/bookings": "Booking Management",
  "/contact-us": "Contact Us",
  "/faqs": "Frequently Asked Questions",
  "/terms-conditions": "Terms and Conditions",
  "/payment-policies": "Payment Policies",
  "/refund-policies": "Refund Policies",
};

export const ALL_ROUTES: readonly PageRoute[] = ROUTES;

/** A file-name-safe name for screenshots: "/" -> "home", "/admin/bookings" -> "admin-bookings". */
export function shotName(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/\//g, "-");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of every h1 in an HTML document, tags stripped and entities decoded. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) =>
    m[1]
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
        if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
        return ENTITIES[e.toLowerCase()] ?? whole;
      })
      .replace(/\s+/g, " ")
      .trim(),
  );
}
