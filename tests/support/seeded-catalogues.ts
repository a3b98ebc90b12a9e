import { createElement, type ReactElement } from "react";
import type { CatalogueDefinition, CatalogueScreenConfig } from "@/catalogue/types";
import { CatalogueDataContext } from "@/features/catalogue/api/catalogue-data";
import { catalogueScreenFor, type ClosingComponent } from "@/features/catalogue/catalogue-screen";
import type { CatalogueCards } from "@shared/catalogue/page-data";
import { catalogueOf, withPageData } from "@/catalogue/with-items";
import { cataloguePageData } from "@/catalogue/page-data";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";
import { CATALOGUE_BY_SCREEN as DEFINITIONS } from "@/catalogue/configs/by-screen";
import { retreatProgrammeTexts } from "@/catalogue/search/retreat-programme-texts";
import { internationalProgrammeTexts } from "@/catalogue/search/international-programme-texts";
import * as retreats from "@/catalogue/configs/retreats";
import * as womens from "@/catalogue/configs/womens-retreats";
import * as queerWomens from "@/catalogue/configs/queer-womens-retreats";
import * as queerInclusive from "@/catalogue/configs/queer-inclusive-retreats";
import * as career from "@/catalogue/configs/career-retreats";
import * as family from "@/catalogue/configs/family-retreats";
import * as international from "@/catalogue/configs/international-trips";
import * as digitalNomad from "@/catalogue/configs/digital-nomad";
import * as slowTravel from "@/catalogue/configs/slow-travel";
import * as skills from "@/catalogue/configs/skill-expeditions";
import * as workcations from "@/catalogue/configs/workcations";
import * as earn from "@/catalogue/configs/earn-while-travel";

/** Every catalogue's records as the seed has them: the cards of the release before the programmes were stored. */
export const SEEDED_CARDS: CatalogueCards = SEED_CARDS;

/** A catalogue screen's configuration drawn from the seeded records, as the server draws it from the stored ones. */
export function seeded<T>(def: CatalogueDefinition<T>, cards: CatalogueCards = SEEDED_CARDS): CatalogueScreenConfig<T> {
  return withPageData(def, cataloguePageData(`/${catalogueOf(def)}`, cards)!);
}

export const retreatsConfig = seeded(retreats.retreatsConfig);
export const womensRetreatsConfig = seeded(womens.womensRetreatsConfig);
export const queerWomensRetreatsConfig = seeded(queerWomens.queerWomensRetreatsConfig);
export const queerInclusiveRetreatsConfig = seeded(queerInclusive.queerInclusiveRetreatsConfig);
export const careerRetreatsConfig = seeded(career.careerRetreatsConfig);
export const familyRetreatsConfig = seeded(family.familyRetreatsConfig);
export const internationalTripsConfig = seeded(international.internationalTripsConfig);
export const digitalNomadConfig = seeded(digitalNomad.digitalNomadConfig);
export const slowTravelConfig = seeded(slowTravel.slowTravelConfig);
export const skillExpeditionsConfig = seeded(skills.skillExpeditionsConfig);
export const workcationsConfig = seeded(workcations.workcationsConfig);
export const earnWhileTravelConfig = seeded(earn.earnWhileTravelConfig);

/** Every catalogue screen's configuration, seeded. */
export const CATALOGUE_BY_SCREEN = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([screen, def]) => [screen, seeded(def!)]),
) as Record<keyof typeof DEFINITIONS, CatalogueScreenConfig<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- configs of different record types

export const RETREAT_PROGRAMME_TEXTS = retreatProgrammeTexts((c) => SEEDED_CARDS[c] ?? []);
export const INTERNATIONAL_PROGRAMME_TEXTS = internationalProgrammeTexts((c) => SEEDED_CARDS[c] ?? []);

/** A catalogue screen as the server renders it from the seeded records. */
export function seededScreen<T>(def: CatalogueDefinition<T>, Closing?: ClosingComponent): ReactElement {
  const data = cataloguePageData(`/${catalogueOf(def)}`, SEEDED_CARDS)!;
  return createElement(CatalogueDataContext.Provider, { value: data }, createElement(catalogueScreenFor(def, Closing)));
}
