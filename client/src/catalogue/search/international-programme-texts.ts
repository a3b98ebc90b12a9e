import { digitalNomadConfig } from "../configs/digital-nomad";
import { earnWhileTravelConfig } from "../configs/earn-while-travel";
import { skillExpeditionsConfig } from "../configs/skill-expeditions";
import { slowTravelConfig } from "../configs/slow-travel";
import { workcationsConfig } from "../configs/workcations";
import { familyTexts, loadFamilyTexts, type Families } from "./texts-of";

/** Each international family's catalogue, by the family's id on /international-trips. */
const INTERNATIONAL_FAMILIES: Families<string> = {
  "digital-nomad-journeys": digitalNomadConfig,
  "slow-travel-cultural-immersion": slowTravelConfig,
  "skill-travel-expeditions": skillExpeditionsConfig,
  "workcation-transformation": workcationsConfig,
  "earn-while-travel": earnWhileTravelConfig,
};

/**
 * What each international family's programmes say, keyed by the family's id on
 * /international-trips, so "Lisbon" there finds Digital Nomad Journeys. Loaded when someone
 * searches, like the retreat families' texts.
 */
export const internationalProgrammeTexts = (itemsOf: (catalogue: string) => readonly unknown[]) => familyTexts(INTERNATIONAL_FAMILIES, itemsOf);

export const loadInternationalProgrammeTexts = () => loadFamilyTexts(INTERNATIONAL_FAMILIES);
