import type { RetreatFamilyKey } from "@shared/catalogue/schemas/retreats";
import { careerRetreatsConfig } from "../configs/career-retreats";
import { familyRetreatsConfig } from "../configs/family-retreats";
import { queerInclusiveRetreatsConfig } from "../configs/queer-inclusive-retreats";
import { queerWomensRetreatsConfig } from "../configs/queer-womens-retreats";
import { womensRetreatsConfig } from "../configs/womens-retreats";

import { textsOf } from "./texts-of";

/**
 * What each retreat family's programmes say, so a search on /retreats finds the family whose
 * programmes hold the word ("yoga" finds We Women Retreat). A chunk of its own, loaded when
 * someone searches there: the listing's first load stays as light as before.
 */
export const RETREAT_PROGRAMME_TEXTS: Record<RetreatFamilyKey, string[]> = {
  womens: textsOf(womensRetreatsConfig),
  sapphic: textsOf(queerWomensRetreatsConfig),
  queer: textsOf(queerInclusiveRetreatsConfig),
  career: textsOf(careerRetreatsConfig),
  family: textsOf(familyRetreatsConfig),
};
