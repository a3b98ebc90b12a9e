import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Screen } from "@shared/routes";
import type { CatalogueDefinition } from "@/catalogue/types";

/**
 * A catalogue page: the one catalogue screen, drawn from that catalogue's configuration and the
 * programmes served with the page. The two load side by side, and each catalogue's configuration
 * is its own chunk, which holds no programme: those come from the server.
 */
function catalogue<T>(load: () => Promise<CatalogueDefinition<T>>): LazyExoticComponent<ComponentType> {
  const withClosing = () =>
    load().then(async (config) => ({
      config,
      // Only the pages with a closing band fetch its code.
      closing: config.page.closing ? (await import("@/features/catalogue/components/catalogue-closing")).CatalogueClosing : undefined,
    }));
  return lazy(() =>
    Promise.all([import("@/features/catalogue/catalogue-screen"), withClosing()]).then(([m, { config, closing }]) => ({
      default: m.catalogueScreenFor(config, closing),
    })),
  );
}

/** Each screen is its own chunk, so a page loads only its own code. */
export const SCREENS: Record<Screen, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("./home")),
  about: lazy(() => import("./about")),
  retreats: catalogue(() => import("@/catalogue/configs/retreats").then((m) => m.retreatsConfig)),
  womens: catalogue(() => import("@/catalogue/configs/womens-retreats").then((m) => m.womensRetreatsConfig)),
  queerWomens: catalogue(() => import("@/catalogue/configs/queer-womens-retreats").then((m) => m.queerWomensRetreatsConfig)),
  queerInclusive: catalogue(() => import("@/catalogue/configs/queer-inclusive-retreats").then((m) => m.queerInclusiveRetreatsConfig)),
  career: catalogue(() => import("@/catalogue/configs/career-retreats").then((m) => m.careerRetreatsConfig)),
  family: catalogue(() => import("@/catalogue/configs/family-retreats").then((m) => m.familyRetreatsConfig)),
  internationalTrips: catalogue(() => import("@/catalogue/configs/international-trips").then((m) => m.internationalTripsConfig)),
  digitalNomad: catalogue(() => import("@/catalogue/configs/digital-nomad").then((m) => m.digitalNomadConfig)),
  slowTravel: catalogue(() => import("@/catalogue/configs/slow-travel").then((m) => m.slowTravelConfig)),
  skillTravel: catalogue(() => import("@/catalogue/configs/skill-expeditions").then((m) => m.skillExpeditionsConfig)),
  workcation: catalogue(() => import("@/catalogue/configs/workcations").then((m) => m.workcationsConfig)),
  earnWhileTravel: catalogue(() => import("@/catalogue/configs/earn-while-travel").then((m) => m.earnWhileTravelConfig)),
  adminBookings: lazy(() => import("./admin-bookings")),
  contact: lazy(() => import("./contact-us")),
  faqs: lazy(() => import("./faqs")),
  terms: lazy(() => import("./terms-conditions")),
  paymentPolicies: lazy(() => import("./payment-policies")),
  refundPolicies: lazy(() => import("./refund-policies")),
};

export const NotFoundScreen = lazy(() => import("./not-found"));

/** The visitor's trip page: not in the route table, its path carries the booking's token. */
export const TripScreen = lazy(() => import("./trip"));

/**
 * A programme's page, /{catalogue}/{slug}: not in the route table, rendered by the server per
 * request. It draws with the catalogue's card pieces, so it loads through the catalogue screen's chunk.
 */
export const ProgrammeScreen = lazy(() => import("@/features/catalogue/catalogue-screen").then((m) => m.loadProgrammeScreen()));
