import type { z } from "zod";
import type { CatalogueKey } from "./catalogues";
import {
  digitalNomadProgrammeSchema,
  earnProgrammeSchema,
  skillExpeditionSchema,
  slowTravelProgrammeSchema,
  workcationSchema,
} from "./schemas/international";
import { queerWomensRetreatSchema, retreatProgrammeSchema, womensRetreatSchema } from "./schemas/retreats";

/** Each catalogue's card record schema: the server checks every saved programme against its own. */
export const CARD_SCHEMAS: Record<CatalogueKey, z.AnyZodObject> = {
  "womens-retreats": womensRetreatSchema,
  "queer-womens-retreats": queerWomensRetreatSchema,
  "queer-inclusive-retreats": retreatProgrammeSchema,
  "career-upskilling-retreats": retreatProgrammeSchema,
  "family-reconnection-retreats": retreatProgrammeSchema,
  "digital-nomad-journeys": digitalNomadProgrammeSchema,
  "slow-travel-cultural-immersion": slowTravelProgrammeSchema,
  "skill-travel-expeditions": skillExpeditionSchema,
  "workcation-transformation": workcationSchema,
  "earn-while-travel": earnProgrammeSchema,
};
