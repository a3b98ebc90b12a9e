import { z } from "zod";

/*
 * The record shapes of the six international catalogues. The data modules are typed with
 * the inferred types only (so zod stays out of the page bundles); the unit tests parse
 * every record with these schemas, so a slip in content fails the build, not the page.
 */

const text = z.string().trim().min(1);
const textList = z.array(text).min(1);
const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Expected a kebab-case id");
/** Site-served artwork, drawn per motif under client/public/art. */
const artImage = z.string().regex(/^\/art\/[a-z-]+\.svg$/, "Expected an /art/<motif>.svg path");
/** The catalogues carry ratings between 4.6 and 4.9. */
const rating = z.number().min(4.6).max(4.9);
/** "15 Days", "10-30 Days": the trips page's duration filter matches substrings of this text. */
const durationText = z.string().regex(/^\d+(?:-\d+)? Days$/, "Expected a duration like '12 Days'");
/** Shown as a card chip, e.g. "6-15 people". */
const groupSize = z.string().regex(/^\d+-\d+ people$/, "Expected a group size like '6-15 people'");

export const internationalCategorySchema = z.object({
  id: kebabId,
  title: text,
  duration: durationText,
  description: text,
  image: artImage,
  destinations: textList,
  features: textList,
  location: text,
  href: z.string().regex(/^\/[a-z-]+$/),
});
export type InternationalCategory = z.infer<typeof internationalCategorySchema>;

export const digitalNomadProgrammeSchema = z.object({
  id: kebabId,
  name: text,
  duration: durationText,
  country: text,
  description: text,
  rating,
  image: artImage,
  highlights: textList,
  coworkingSpaces: z.array(text).min(2),
  groupSize,
});
export type DigitalNomadProgramme = z.infer<typeof digitalNomadProgrammeSchema>;

export const slowTravelProgrammeSchema = z.object({
  id: kebabId,
  name: text,
  duration: durationText,
  region: text,
  description: text,
  rating,
  image: artImage,
  highlights: textList,
  culturalExperiences: textList,
  workFriendlySpaces: textList,
  groupSize,
});
export type SlowTravelProgramme = z.infer<typeof slowTravelProgrammeSchema>;

export const skillExpeditionSchema = z.object({
  id: kebabId,
  name: text,
  duration: durationText,
  skillCategory: z
    .string()
    .regex(/^(IT|Creative|Adventure) - .+/, "Expected 'IT - ...', 'Creative - ...' or 'Adventure - ...'"),
  location: text,
  description: text,
  rating,
  image: artImage,
  skillsOffered: textList,
  culturalElements: textList,
  learningOutcomes: textList,
  includes: textList,
  groupSize,
});
export type SkillExpedition = z.infer<typeof skillExpeditionSchema>;

export const workcationSchema = z.object({
  id: kebabId,
  name: text,
  duration: durationText,
  location: text,
  description: text,
  rating,
  image: artImage,
  workSetup: textList,
  culturalActivities: textList,
  coachingFocus: textList,
  scenicFeatures: textList,
  groupSize,
});
export type Workcation = z.infer<typeof workcationSchema>;

export const earnProgrammeSchema = z.object({
  id: kebabId,
  name: text,
  description: text,
  location: text,
  workType: text,
  duration: durationText,
  /** A monthly dollar range, e.g. "$600 - $1,200/month". */
  earningPotential: z
    .string()
    .regex(/^\$\d{1,3}(?:,\d{3})* - \$\d{1,3}(?:,\d{3})*\/month$/, "Expected e.g. '$600 - $1,200/month'"),
  rating,
  image: artImage,
  workOpportunities: textList,
  skillsRequired: textList,
});
export type EarnProgramme = z.infer<typeof earnProgrammeSchema>;
