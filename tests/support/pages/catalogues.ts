import { careerRetreatsConfig, digitalNomadConfig, earnWhileTravelConfig, familyRetreatsConfig, internationalTripsConfig, queerInclusiveRetreatsConfig, queerWomensRetreatsConfig, retreatsConfig, skillExpeditionsConfig, slowTravelConfig, womensRetreatsConfig, workcationsConfig } from "../seeded-catalogues";
import { PATHS } from "@shared/routes";
import { applyCatalogue } from "../catalogue";
import type { CatalogueConfig } from "@/catalogue/types";

export interface CatalogueCase {
  path: string;
  // The configs differ in their record type; the test only needs their shared surface.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of configs of different record types
  config: CatalogueConfig<any>;
  /** The visible label of the select the test uses, and two of its values (the second for Back). */
  filterLabel: string;
  filterKey: string;
  values: [string, string];
  /** The docs/site.md §2 count line for `shown` of `total`; null where the page has none (/retreats). */
  count: ((shown: number, total: number) => string) | null;
  /** docs/site.md §2's empty state of this page, written out rather than read from the config. */
  empty: { title: string; hint?: string };
}

const RETREATS_EMPTY = { title: "No retreats found", hint: "Try adjusting your search criteria" };
const showingRetreats = (n: number, m: number) => `Showing ${n} of ${m} retreats`;

export const CATALOGUES: readonly CatalogueCase[] = [
  { path: PATHS.retreats, config: retreatsConfig, filterLabel: "Category", filterKey: "category", values: ["career", "sapphic"], count: null, empty: RETREATS_EMPTY },
  { path: PATHS.womens, config: womensRetreatsConfig, filterLabel: "Duration", filterKey: "duration", values: ["5", "8"], count: showingRetreats, empty: RETREATS_EMPTY },
  { path: PATHS.queerWomens, config: queerWomensRetreatsConfig, filterLabel: "Duration", filterKey: "duration", values: ["6", "7"], count: showingRetreats, empty: RETREATS_EMPTY },
  { path: PATHS.queerInclusive, config: queerInclusiveRetreatsConfig, filterLabel: "Category", filterKey: "category", values: ["Queer Mixed Transformation", "Queer Women's Retreats"], count: showingRetreats, empty: RETREATS_EMPTY },
  { path: PATHS.career, config: careerRetreatsConfig, filterLabel: "Duration", filterKey: "duration", values: ["12", "10"], count: showingRetreats, empty: RETREATS_EMPTY },
  { path: PATHS.family, config: familyRetreatsConfig, filterLabel: "Duration", filterKey: "duration", values: ["5", "7"], count: showingRetreats, empty: RETREATS_EMPTY },
  { path: PATHS.internationalTrips, config: internationalTripsConfig, filterLabel: "Trip type", filterKey: "type", values: ["earn", "slow"], count: (n, m) => `Showing ${n} of ${m} trips`, empty: { title: "No trips found" } },
  { path: PATHS.digitalNomad, config: digitalNomadConfig, filterLabel: "Country", filterKey: "country", values: ["Portugal", "Thailand"], count: (n, m) => `Showing ${n} of ${m} journeys`, empty: { title: "No journeys found" } },
  { path: PATHS.slowTravel, config: slowTravelConfig, filterLabel: "Region", filterKey: "region", values: ["Europe", "Asia"], count: (n, m) => `Showing ${n} of ${m} journeys`, empty: { title: "No journeys found" } },
  { path: PATHS.skillTravel, config: skillExpeditionsConfig, filterLabel: "Skill category", filterKey: "category", values: ["Adventure", "IT"], count: (n, m) => `Showing ${n} of ${m} expeditions`, empty: { title: "No expeditions found" } },
  { path: PATHS.workcation, config: workcationsConfig, filterLabel: "Destination", filterKey: "location", values: ["Swiss", "Japan"], count: (n, m) => `Showing ${n} of ${m} experiences`, empty: { title: "No experiences found" } },
  { path: PATHS.earnWhileTravel, config: earnWhileTravelConfig, filterLabel: "Work type", filterKey: "workType", values: ["Teaching", "Freelancing"], count: (n) => `Showing ${n} earn while you travel opportunities`, empty: { title: "No opportunities found", hint: "Try adjusting your search or filters" } },
];

/** The card titles the engine keeps for one filter value, in catalogue order. */
export function expectedTitles(c: CatalogueCase, key: string, value: string): string[] {
  return applyCatalogue(c.config, { q: "", [key]: value }).map((item) => c.config.toCard(item).title);
}

export function allTitles(c: CatalogueCase): string[] {
  return c.config.items.map((item) => c.config.toCard(item).title);
}
