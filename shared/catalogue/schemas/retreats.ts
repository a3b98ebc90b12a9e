import { z } from "zod";

/*
 * The record shapes of the six retreat catalogues. The data modules are typed with the
 * inferred types; the unit tests parse every record with these schemas, so a typo in
 * content (an empty feature, a rating out of range, a missing artwork) fails the build.
 */

const text = z.string().trim().min(1);
const textList = z.array(text).min(1);
const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Expected a kebab-case id");
/** Site-served artwork, drawn per motif under client/public/art. */
const artImage = z.string().regex(/^\/art\/[a-z-]+\.svg$/, "Expected an /art/<motif>.svg path");
/** The catalogues carry ratings between 4.6 and 4.9. */
const rating = z.number().min(4.6).max(4.9);
/** "5 Days", "8-9 Days", "5-10 days": the duration filters match substrings of this text. */
const durationText = z.string().regex(/^\d+(?:-\d+)? [Dd]ays$/, "Expected a duration like '7 Days'");

/** The five retreat families on /retreats, keyed as in the listing's category filter. */
export const RETREAT_FAMILY_KEYS = ["womens", "sapphic", "queer", "career", "family"] as const;
export type RetreatFamilyKey = (typeof RETREAT_FAMILY_KEYS)[number];

export const retreatCategoryCardSchema = z.object({
  id: kebabId,
  title: text,
  duration: durationText,
  description: text,
  image: artImage,
  /** The names of the programmes of this family, in the order of its page. */
  options: textList,
  features: textList.optional(),
  location: text,
  category: z.enum(RETREAT_FAMILY_KEYS),
  href: z.string().regex(/^\/[a-z-]+$/),
});
export type RetreatCategoryCard = z.infer<typeof retreatCategoryCardSchema>;

export const womensRetreatSchema = z.object({
  id: kebabId,
  title: text,
  duration: durationText,
  description: text,
  image: artImage,
  features: textList,
  location: z.literal("Domestic & International"),
  category: z.literal("Women"),
  groupSize: text,
  rating,
});
export type WomensRetreat = z.infer<typeof womensRetreatSchema>;

export const queerWomensRetreatSchema = z.object({
  id: kebabId,
  title: text,
  duration: durationText,
  description: text,
  image: artImage,
  focus: text,
  themes: textList,
  outcome: text,
  features: textList,
  location: z.literal("Domestic & International"),
  targetAudience: text,
  groupSize: text,
  rating,
});
export type QueerWomensRetreat = z.infer<typeof queerWomensRetreatSchema>;

/** Inclusive, career and family programmes share one shape (docs/site.md §3). */
export const retreatProgrammeSchema = z.object({
  id: kebabId,
  name: text,
  category: text,
  duration: durationText,
  targetAudience: text,
  description: text,
  rating,
  image: artImage,
  location: text,
  highlights: textList,
  includes: textList,
  groupSize: text,
});
export type RetreatProgramme = z.infer<typeof retreatProgrammeSchema>;

