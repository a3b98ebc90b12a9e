import type { Screen } from "@shared/routes";
import type { CatalogueDefinition } from "../types";
import { careerRetreatsConfig } from "./career-retreats";
import { digitalNomadConfig } from "./digital-nomad";
import { earnWhileTravelConfig } from "./earn-while-travel";
import { familyRetreatsConfig } from "./family-retreats";
import { internationalTripsConfig } from "./international-trips";
import { queerInclusiveRetreatsConfig } from "./queer-inclusive-retreats";
import { queerWomensRetreatsConfig } from "./queer-womens-retreats";
import { retreatsConfig } from "./retreats";
import { skillExpeditionsConfig } from "./skill-expeditions";
import { slowTravelConfig } from "./slow-travel";
import { womensRetreatsConfig } from "./womens-retreats";
import { workcationsConfig } from "./workcations";

/**
 * The catalogue each catalogue screen shows, for the server, which renders filtered views on
 * request. Pages import their own config directly, so this table never reaches the browser.
 */
// The configs differ in their record type; callers only need the shared surface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of configs of different record types
export const CATALOGUE_BY_SCREEN: Partial<Record<Screen, CatalogueDefinition<any>>> = {
  retreats: retreatsConfig,
  womens: womensRetreatsConfig,
  queerWomens: queerWomensRetreatsConfig,
  queerInclusive: queerInclusiveRetreatsConfig,
  career: careerRetreatsConfig,
  family: familyRetreatsConfig,
  internationalTrips: internationalTripsConfig,
  digitalNomad: digitalNomadConfig,
  slowTravel: slowTravelConfig,
  skillTravel: skillExpeditionsConfig,
  workcation: workcationsConfig,
  earnWhileTravel: earnWhileTravelConfig,
};
