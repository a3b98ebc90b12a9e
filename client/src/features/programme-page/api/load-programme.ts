import { apiPaths } from "@shared/api-paths";
import { CATALOGUES, type CatalogueKey } from "@shared/catalogue/catalogues";
import type { PublicProgramme } from "@shared/catalogue/programme";
import type { CardDeparturesByProgramme } from "@shared/departures/card-departure";
import type { CatalogueDefinition } from "@/catalogue/types";
import { SCREEN_DEFINITIONS } from "../screen-definitions";
import { programmeViewOf, type ProgrammePageData } from "../programme-view";

/**
 * A programme page the server did not render (the development server, which renders no page): its
 * programme from the public API, its departures as the cards word them, and its catalogue's
 * configuration for the card's facts. Null when no published programme has this path. A served
 * page never comes here: it carries its programme.
 */
export async function loadProgrammePage(catalogue: CatalogueKey, slug: string): Promise<ProgrammePageData | null> {
  const [programmes, departures, def] = await Promise.all([
    fetch(apiPaths.programmes.href(catalogue)).then((r) => (r.ok ? (r.json() as Promise<PublicProgramme[]>) : ([] as PublicProgramme[]))),
    fetch(apiPaths.departureCards.href()).then((r) => (r.ok ? (r.json() as Promise<CardDeparturesByProgramme>) : ({} as CardDeparturesByProgramme))),
    SCREEN_DEFINITIONS[CATALOGUES[catalogue].screen]() as Promise<CatalogueDefinition<never>>,
  ]);
  const programme = programmes.find((p) => p.slug === slug);
  return programme ? { kind: "programme", view: programmeViewOf(def, programme, departures[programme.title] ?? []) } : null;
}
