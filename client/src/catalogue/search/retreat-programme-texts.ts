import type { RetreatFamilyKey } from "@shared/catalogue/schemas/retreats";
import { careerRetreatsConfig } from "../configs/career-retreats";
import { familyRetreatsConfig } from "../configs/family-retreats";
import { queerInclusiveRetreatsConfig } from "../configs/queer-inclusive-retreats";
import { queerWomensRetreatsConfig } from "../configs/queer-womens-retreats";
import { womensRetreatsConfig } from "../configs/womens-retreats";
import { familyTexts, loadFamilyTexts, type Families } from "./texts-of";

/** Each retreat family's catalogue, by its key on /retreats. */
const RETREAT_FAMILIES: Families<RetreatFamilyKey> = {
  womens: womensRetreatsConfig,
  sapphic: queerWomensRetreatsConfig,
  queer: queerInclusiveRetreatsConfig,
  career: careerRetreatsConfig,
  family: familyRetreatsConfig,
};

/**
 * What each retreat family's programmes say, so a search on /retreats finds the family whose
 * programmes hold the word ("yoga" finds We Women Retreat). A chunk of its own, loaded when
 * someone searches there; the programmes come from the server, so the listing's script carries none.
 */
export const retreatProgrammeTexts = (itemsOf: (catalogue: string) => readonly unknown[]) => familyTexts(RETREAT_FAMILIES, itemsOf);

export const loadRetreatProgrammeTexts = () => loadFamilyTexts(RETREAT_FAMILIES);
