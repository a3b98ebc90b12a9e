import { CATALOGUE_KEYS, type CatalogueKey } from "@shared/catalogue/catalogues";
import { useStoredProgrammes } from "../api/stored-programmes";

/** Each catalogue under the name of the page that sells it, so a programme is found where the site shows it. */
const CATALOGUE_NAMES: Record<CatalogueKey, string> = {
  "womens-retreats": "We Women Retreats",
  "queer-womens-retreats": "Sapphic Retreats",
  "queer-inclusive-retreats": "Queer & Inclusive Retreats",
  "career-upskilling-retreats": "Career Upskilling Retreats",
  "family-reconnection-retreats": "Family Reconnection Retreats",
  "digital-nomad-journeys": "Digital Nomad Journeys",
  "slow-travel-cultural-immersion": "Slow-Travel Journeys",
  "skill-travel-expeditions": "Skill & Travel Expeditions",
  "workcation-transformation": "Workcation Transformation",
  "earn-while-travel": "Earn While You Travel",
};

interface ProgrammeGroup {
  catalogue: string;
  programmes: string[];
}

/**
 * The programmes a select offers, grouped by catalogue in the site's order: for a new departure the
 * drafts and published ones (an archived programme takes none), for the list's filter every one.
 */
export function useProgrammeGroups(withArchived: boolean): readonly ProgrammeGroup[] {
  const programmes = useStoredProgrammes() ?? [];
  const offered = programmes.filter((p) => withArchived || p.status !== "archived");
  return CATALOGUE_KEYS.map((catalogue) => ({
    catalogue: CATALOGUE_NAMES[catalogue],
    programmes: offered.filter((p) => p.catalogue === catalogue).map((p) => p.title),
  })).filter((g) => g.programmes.length > 0);
}
