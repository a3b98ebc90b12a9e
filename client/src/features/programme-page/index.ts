/**
 * The programme pages' door for the other features: the catalogue screen loads a programme's page
 * through loadProgrammeScreen, from its own chunk (docs/decisions/programme-page-loads-through-the-catalogue.md),
 * and the desk's page preview draws a ProgrammeView.
 */
export const loadProgrammeScreen = () => import("./programme-screen");
export type { ProgrammeView } from "./programme-view";
