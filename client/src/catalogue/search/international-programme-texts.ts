import { digitalNomadConfig } from "../configs/digital-nomad";
import { earnWhileTravelConfig } from "../configs/earn-while-travel";
import { skillExpeditionsConfig } from "../configs/skill-expeditions";
import { slowTravelConfig } from "../configs/slow-travel";
import { workcationsConfig } from "../configs/workcations";
import { textsOf } from "./texts-of";

/**
 * What each international family's programmes say, keyed by the family's id on
 * /international-trips, so "Lisbon" there finds Digital Nomad Journeys. Loaded when someone
 * searches, like the retreat families' texts.
 */
export const INTERNATIONAL_PROGRAMME_TEXTS: Record<string, string[]> = {
  "digital-nomad-journeys": textsOf(digitalNomadConfig),
  "slow-travel-cultural-immersion": textsOf(slowTravelConfig),
  "skill-travel-expeditions": textsOf(skillExpeditionsConfig),
  "workcation-transformation": textsOf(workcationsConfig),
  "earn-while-travel": textsOf(earnWhileTravelConfig),
};
