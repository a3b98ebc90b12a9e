import type { CatalogueKey } from "@shared/catalogue/catalogues";
import { careerRetreats } from "./career-retreats";
import { digitalNomadProgrammes } from "./digital-nomad";
import { earnProgrammes } from "./earn-while-travel";
import { familyRetreats } from "./family-retreats";
import { queerInclusiveRetreats } from "./queer-inclusive-retreats";
import { queerWomensRetreats } from "./queer-womens-retreats";
import { skillExpeditions } from "./skill-expeditions";
import { slowTravelProgrammes } from "./slow-travel";
import { womensRetreats } from "./womens-retreats";
import { workcations } from "./workcations";

/**
 * The programme cards of the release before programmes were kept in the database, by catalogue in
 * card order: the source of migration 0028's seed (scripts/programmes-seed-sql.ts) and what the
 * upgrade test compares the stored programmes with (docs/decisions/programmes-in-the-database.md).
 */
export const SEED_CARDS: Record<CatalogueKey, readonly object[]> = {
  "womens-retreats": womensRetreats,
  "queer-womens-retreats": queerWomensRetreats,
  "queer-inclusive-retreats": queerInclusiveRetreats,
  "career-upskilling-retreats": careerRetreats,
  "family-reconnection-retreats": familyRetreats,
  "digital-nomad-journeys": digitalNomadProgrammes,
  "slow-travel-cultural-immersion": slowTravelProgrammes,
  "skill-travel-expeditions": skillExpeditions,
  "workcation-transformation": workcations,
  "earn-while-travel": earnProgrammes,
};
