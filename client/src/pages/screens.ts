import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Screen } from "@shared/routes";

/** Each screen is its own chunk, so a page loads only its own code. */
export const SCREENS: Record<Screen, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("./home")),
  about: lazy(() => import("./about")),
  retreats: lazy(() => import("./retreats")),
  womens: lazy(() => import("./womens-retreats")),
  queerWomens: lazy(() => import("./queer-womens-retreats")),
  queerInclusive: lazy(() => import("./queer-inclusive-retreats")),
  career: lazy(() => import("./career-upskilling-retreats")),
  family: lazy(() => import("./family-reconnection-retreats")),
  internationalTrips: lazy(() => import("./international-trips")),
  digitalNomad: lazy(() => import("./digital-nomad-journeys")),
  slowTravel: lazy(() => import("./slow-travel-cultural-immersion")),
  skillTravel: lazy(() => import("./skill-travel-expeditions")),
  workcation: lazy(() => import("./workcation-transformation")),
  earnWhileTravel: lazy(() => import("./earn-while-travel")),
  adminBookings: lazy(() => import("./admin-bookings")),
  contact: lazy(() => import("./contact-us")),
  faqs: lazy(() => import("./faqs")),
  terms: lazy(() => import("./terms-conditions")),
  paymentPolicies: lazy(() => import("./payment-policies")),
  refundPolicies: lazy(() => import("./refund-policies")),
};

export const NotFoundScreen = lazy(() => import("./not-found"));
