import { StrictMode, type ReactElement } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { findRoute, type PageRoute } from "@shared/routes";
import { TRIP_PATH_PREFIX } from "@shared/trip-page";
import { App } from "./app";
import { normalizeCatalogueSearch } from "./catalogue/engine";
import { CATALOGUE_BY_SCREEN } from "./catalogue/configs/by-screen";
import { CatalogueDataContext } from "./features/catalogue/api/catalogue-data";
import { cataloguePageData, isListing } from "./catalogue/page-data";
import { withPageData } from "./catalogue/with-items";
import { catalogueDataTag, type CatalogueCards, type CataloguePageData } from "@shared/catalogue/page-data";
import type { PublicDeparture } from "@shared/departures";
import type { CardModel } from "./catalogue/types";
import { TripDataContext, tripDataTag } from "./features/trip/trip-data";
import type { TripBody } from "@shared/money/account-types";
import { DeparturesContext } from "./features/booking/api/departures-data";
import type { CardDeparturesByProgramme } from "@shared/departures/card-departure";
import { departureEventsTag as eventsTag, pageProgrammes } from "./seo/departure-events";
import { catalogueListTag } from "./seo/structured-data";
import { ProgrammeDataContext } from "./features/programme-page/programme-data";
import type { ProgrammePageData } from "./features/programme-page/programme-view";
import { ExperienceGroupsContext } from "./features/home/api/experience-groups";
import { experienceGroupsOf } from "@shared/home-search";

/** Renders the app to HTML, waiting for every lazily loaded screen before writing it all at once. */
function renderToHtml(app: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => chunks.push(c));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(<StrictMode>{app}</StrictMode>, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err),
    });
  });
}

/** A search that asks for text: on a listing it also looks in the families' programmes. */
const searches = (search: string) => new URLSearchParams(search).has("q");

/**
 * Renders one path to HTML: every public page at build time, and on request the home page and a
 * catalogue page drawn from the programmes as they are now (`cards`, every catalogue's records), with its filtered view
 * (`search` is its query string, e.g. "?q=yoga") and its cards' departures.
 */
export function renderPage(path: string, search = "", departures?: CardDeparturesByProgramme, cards?: CatalogueCards): Promise<string> {
  const catalogue = cards ? (cataloguePageData(path, cards, searches(search)) ?? undefined) : undefined;
  // The home search offers the published programmes as they are now.
  const experiences = cards && path === "/" ? experienceGroupsOf(cards) : undefined;
  return renderToHtml(
    <CatalogueDataContext.Provider value={catalogue}>
      <DeparturesContext.Provider value={departures}>
        <ExperienceGroupsContext.Provider value={experiences}>
          <App ssrPath={path} ssrSearch={search} />
        </ExperienceGroupsContext.Provider>
      </DeparturesContext.Provider>
    </CatalogueDataContext.Provider>,
  );
}

/** A catalogue page's cards as drawn from these records; null for a path that is not a catalogue. */
function pageCards(path: string, cards: CatalogueCards): { screen: PageRoute["screen"]; data: CataloguePageData; cards: CardModel[] } | null {
  const route = findRoute(path);
  const def = route && CATALOGUE_BY_SCREEN[route.screen];
  const data = route && cataloguePageData(path, cards);
  if (!def || !data) return null;
  const config = withPageData(def, data);
  return { screen: route.screen, data, cards: config.items.map((item) => config.toCard(item)) };
}

/** A catalogue page's bookable programmes (the departures its cards show); none for another path. */
export function catalogueProgrammes(path: string, cards: CatalogueCards): string[] {
  const page = pageCards(path, cards);
  return page ? pageProgrammes(page.cards) : [];
}

/**
 * What a catalogue page carries before </body> beside its markup: the JSON copy of its catalogue the
 * browser hydrates from (with the families' texts when served with a search on a listing), and the
 * schema.org list of its trips. "" for a path that is not a catalogue.
 */
export function catalogueTags(path: string, search: string, cards: CatalogueCards, publicUrl = ""): string {
  const page = pageCards(path, cards);
  if (!page) return "";
  const data = cataloguePageData(path, cards, searches(search))!;
  return catalogueDataTag(data) + (isListing(page.screen) ? "" : catalogueListTag(page.cards, path, publicUrl));
}

/** GET /catalogue-data/{catalogue}.json's body (its page's path without the slash); null for an unknown one. */
export function catalogueJson(catalogue: string, cards: CatalogueCards): string | null {
  const data = cataloguePageData(`/${catalogue}`, cards);
  return data && data.catalogue === catalogue ? JSON.stringify(data) : null;
}

/** Each upcoming departure on a catalogue page as schema.org Events (see seo/departure-events.ts). */
export function departureEventsTag(path: string, departures: Record<string, PublicDeparture[]>, publicUrl: string, cards: CatalogueCards): string {
  const page = pageCards(path, cards);
  return page ? eventsTag(page.cards, path, departures, publicUrl) : "";
}

/** A visitor's trip page, on request, from their booking's trip (server/web/trip-page-render.ts); null: what to do about a link that opens nothing. */
export function renderTripPage(token: string, trip: TripBody | null): Promise<string> {
  return renderToHtml(
    <TripDataContext.Provider value={trip}>
      <App ssrPath={`${TRIP_PATH_PREFIX}${token}`} />
    </TripDataContext.Provider>,
  );
}

/** A programme's page (or an archived one's), on request, from its data (server/web/programme-page-render.ts). */
export function renderProgrammePage(path: string, page: ProgrammePageData): Promise<string> {
  return renderToHtml(
    <ProgrammeDataContext.Provider value={page}>
      <App ssrPath={path} />
    </ProgrammeDataContext.Provider>,
  );
}

/**
 * For a catalogue page: its query string reduced to what the catalogue understands ("" when it
 * filters nothing). Null for any other path. The browser parses the same way when it hydrates.
 */
export function catalogueSearch(path: string, search: string, cards: CatalogueCards): string | null {
  const route = findRoute(path);
  const def = route && CATALOGUE_BY_SCREEN[route.screen];
  const data = route && cataloguePageData(path, cards);
  return def && data ? normalizeCatalogueSearch(withPageData(def, data), search) : null;
}

export { structuredDataTags } from "./seo/structured-data";
export { departuresDataTag } from "@shared/departures/data-tag";
export { renderHeadTags, injectHead, prerenderedPageName, PUBLIC_URL_PLACEHOLDER } from "@shared/head";
export { ROUTES } from "@shared/routes";
export { tripDataTag };
export { programmePageData, goneProgrammePage, programmePageTags, missingProgrammeTag } from "./features/programme-page/programme-ssr";
export { sampleProgrammePages } from "./features/programme-page/programme-samples";
export { PROGRAMME_HEAD_MARK, PROGRAMME_PAGE_NAME } from "@shared/programme-page";
export { tripHeadTags, TRIP_PAGE_NAME } from "@shared/trip-page";
export { SEED_CARDS as seedCards } from "./catalogue/data/seed-cards";
