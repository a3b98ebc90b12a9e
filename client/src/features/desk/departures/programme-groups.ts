import { PROGRAMMES, programmeNames, type ProgrammeFamily } from "@shared/programmes";

/** Each family under the name of the catalogue page that sells it, so a programme is found where the site shows it. */
const CATALOGUE_NAMES: Record<ProgrammeFamily, string> = {
  womens: "We Women Retreats",
  sapphic: "Sapphic Retreats",
  queerInclusive: "Queer & Inclusive Retreats",
  career: "Career Upskilling Retreats",
  family: "Family Reconnection Retreats",
  digitalNomad: "Digital Nomad Journeys",
  slowTravel: "Slow-Travel Journeys",
  skillTravel: "Skill & Travel Expeditions",
  workcation: "Workcation Transformation",
  earnWhileTravel: "Earn While You Travel",
};

export interface ProgrammeGroup {
  catalogue: string;
  programmes: string[];
}

/** The programmes a departure can name, grouped by catalogue in the site's order. */
export const PROGRAMME_GROUPS: readonly ProgrammeGroup[] = (Object.keys(PROGRAMMES) as ProgrammeFamily[]).map((family) => ({
  catalogue: CATALOGUE_NAMES[family],
  programmes: programmeNames(family),
}));
