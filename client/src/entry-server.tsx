import { StrictMode, type ReactElement } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { findRoute } from "@shared/routes";
import { TRIP_PATH_PREFIX } from "@shared/trip-page";
import { App } from "./app";
import { normalizeCatalogueSearch } from "./catalogue/engine";
import { CATALOGUE_BY_SCREEN } from "./catalogue/configs/by-screen";
import { TripDataContext, tripDataTag } from "./components/trip/trip-data";
import type { TripBody } from "@shared/money/account-types";
import { DeparturesContext } from "./components/departures/departures-data";
import type { CardDeparturesByProgramme } from "@shared/departures/card-departure";
import { pageProgrammes } from "./seo/departure-events";

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

/**
 * Renders one path to HTML: every public page at build time, and a catalogue's filtered view on
 * request (`search` is its query string, e.g. "?q=yoga").
 */
export function renderPage(path: string, search = "", departures?: CardDeparturesByProgramme): Promise<string> {
  return renderToHtml(
    <DeparturesContext.Provider value={departures}>
      <App ssrPath={path} ssrSearch={search} />
    </DeparturesContext.Provider>,
  );
}

/** A catalogue page's bookable programmes (the departures its cards show); none for another path. */
export function catalogueProgrammes(path: string): string[] {
  const route = findRoute(path);
  return route ? pageProgrammes(route.screen) : [];
}

/** A visitor's trip page, on request, from their booking's trip (server/web/trip-page-render.ts); null: what to do about a link that opens nothing. */
export function renderTripPage(token: string, trip: TripBody | null): Promise<string> {
  return renderToHtml(
    <TripDataContext.Provider value={trip}>
      <App ssrPath={`${TRIP_PATH_PREFIX}${token}`} />
    </TripDataContext.Provider>,
  );
}

/**
 * For a catalogue page: its query string reduced to what the catalogue understands ("" when it
 * filters nothing). Null for any other path. The browser parses the same way when it hydrates.
 */
export function catalogueSearch(path: string, search: string): string | null {
  const route = findRoute(path);
  const config = route && CATALOGUE_BY_SCREEN[route.screen];
  return config ? normalizeCatalogueSearch(config, search) : null;
}

export { structuredDataTags } from "./seo/structured-data";
export { departureEventsTag } from "./seo/departure-events";
export { departuresDataTag } from "@shared/departures/data-tag";
export { renderHeadTags, injectHead, prerenderedPageName, PUBLIC_URL_PLACEHOLDER } from "@shared/head";
export { ROUTES } from "@shared/routes";
export { tripDataTag };
export { tripHeadTags, TRIP_PAGE_NAME } from "@shared/trip-page";
