import { CATALOGUES, type CatalogueKey } from "@shared/catalogue/catalogues";
import type { PublicDeparture } from "@shared/departures";
import { toCardDeparture } from "@shared/departures/card-departure";
import { goneHeadTags, programmeHeadTags } from "@shared/programme-page";
import { CATALOGUE_BY_SCREEN } from "@/catalogue/configs/by-screen";
import { programmeImage, programmeStructuredDataTags } from "@/seo/programme-structured-data";
import { programmeDataTag } from "./programme-data";
import { catalogueLinkOf, programmeViewOf, type ProgrammePageData, type ProgrammeRecord } from "./programme-view";

/*
 * The server's side of a programme page (server/web/programme-page-render.ts calls these through the SSR
 * bundle): what the page shows, and what goes in its head and before </body>.
 */

/** A published programme's page, its departures worded as its card words them. */
export function programmePageData(programme: ProgrammeRecord, departures: readonly PublicDeparture[]): ProgrammePageData {
  const def = CATALOGUE_BY_SCREEN[CATALOGUES[programme.catalogue].screen]!;
  return { kind: "programme", view: programmeViewOf(def, programme, departures.map(toCardDeparture)) };
}

/** The page of an archived programme: no longer offered, with a link to its catalogue. */
export function goneProgrammePage(catalogue: CatalogueKey, title: string): ProgrammePageData {
  return { kind: "gone", title, catalogue: catalogueLinkOf(catalogue) };
}

/**
 * The page's head tags, and what it carries before </body>: its structured data (a programme's
 * TouristTrip and BreadcrumbList) and the JSON copy the browser hydrates from.
 */
export function programmePageTags(path: string, page: ProgrammePageData, departures: readonly PublicDeparture[], publicUrl: string): { head: string; body: string } {
  const copy = programmeDataTag(path, page);
  if (page.kind === "gone") return { head: goneHeadTags(page.title), body: copy };
  const { view } = page;
  return {
    head: programmeHeadTags({ title: view.title, summary: view.summary, url: `${publicUrl}${view.path}`, image: programmeImage(view, publicUrl) }),
    body: programmeStructuredDataTags(view, departures, publicUrl) + copy,
  };
}

/** What the site's not-found page carries on a programme page's path: a copy saying there is none, so it hydrates as served. */
export function missingProgrammeTag(path: string): string {
  return programmeDataTag(path, null);
}
