import type { CatalogueKey, CATALOGUES } from "@shared/catalogue/catalogues";
import type { CatalogueDefinition } from "@/catalogue/types";

/** Each programme catalogue's configuration by its screen, each its own chunk (as pages/screens.ts loads them). */
export const SCREEN_DEFINITIONS: Record<(typeof CATALOGUES)[CatalogueKey]["screen"], () => Promise<CatalogueDefinition<never>>> = {
  womens: () => import("@/catalogue/configs/womens-retreats").then((m) => m.womensRetreatsConfig as CatalogueDefinition<never>),
  queerWomens: () => import("@/catalogue/configs/queer-womens-retreats").then((m) => m.queerWomensRetreatsConfig as CatalogueDefinition<never>),
  queerInclusive: () => import("@/catalogue/configs/queer-inclusive-retreats").then((m) => m.queerInclusiveRetreatsConfig as CatalogueDefinition<never>),
  career: () => import("@/catalogue/configs/career-retreats").then((m) => m.careerRetreatsConfig as CatalogueDefinition<never>),
  family: () => import("@/catalogue/configs/family-retreats").then((m) => m.familyRetreatsConfig as CatalogueDefinition<never>),
  digitalNomad: () => import("@/catalogue/configs/digital-nomad").then((m) => m.digitalNomadConfig as CatalogueDefinition<never>),
  slowTravel: () => import("@/catalogue/configs/slow-travel").then((m) => m.slowTravelConfig as CatalogueDefinition<never>),
  skillTravel: () => import("@/catalogue/configs/skill-expeditions").then((m) => m.skillExpeditionsConfig as CatalogueDefinition<never>),
  workcation: () => import("@/catalogue/configs/workcations").then((m) => m.workcationsConfig as CatalogueDefinition<never>),
  earnWhileTravel: () => import("@/catalogue/configs/earn-while-travel").then((m) => m.earnWhileTravelConfig as CatalogueDefinition<never>),
};
