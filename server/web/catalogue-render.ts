import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRoute } from "@shared/routes";
import { PUBLIC_URL_PLACEHOLDER } from "@shared/head";
import type { PublicDeparture } from "@shared/departures";
import type { CatalogueCards } from "@shared/catalogue/page-data";
import { toCardDeparture, type CardDeparturesByProgramme } from "@shared/departures/card-departure";
import type { PublicDepartures } from "../departures/public-departures";
import { catalogueRecords, type CatalogueRecords } from "./catalogue-records";
import { finishedBodies, type FinishedBody } from "./finished-bodies";

/** What the server needs from the SSR bundle (client/src/entry-server.tsx); `cards` is every catalogue's published programmes. */
export interface SsrModule {
  renderPage(path: string, search?: string, departures?: CardDeparturesByProgramme, cards?: CatalogueCards): Promise<string>;
  catalogueSearch(path: string, search: string, cards: CatalogueCards): string | null;
  catalogueProgrammes(path: string, cards: CatalogueCards): string[];
  catalogueTags(path: string, search: string, cards: CatalogueCards, publicUrl?: string): string;
  catalogueJson(catalogue: string, cards: CatalogueCards): string | null;
  departuresDataTag(departures: CardDeparturesByProgramme): string;
  departureEventsTag(path: string, departures: Record<string, PublicDeparture[]>, publicUrl: string, cards: CatalogueCards): string;
  /** The cards of the release before programmes were stored, for a server given no store of them. */
  seedCards: CatalogueCards;
}

const BASE_PLACEHOLDER = new RegExp(PUBLIC_URL_PLACEHOLDER, "g");

/** Loads the build's SSR bundle (dist/ssr/entry-server.js), or null when the build has none. */
export function ssrBundleLoader(distDir: string): () => Promise<SsrModule | null> {
  const entry = path.join(distDir, "ssr", "entry-server.js");
  return async () => (fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as SsrModule) : null);
}

/** Marks around the app's markup in a prerendered page (scripts/prerender.mjs writes them). */
export const APP_START = "<!--app-->";
export const APP_END = "<!--/app-->";

/** Catalogue views kept as served, with their gzip: each is one page, tens to hundreds of kilobytes. */
export const FILTERED_CACHE_SIZE = 200;

/** The query string of a request URL, without "?" ("" when there is none). */
export function queryOf(url: string): string {
  const i = url.indexOf("?");
  return i < 0 ? "" : url.slice(i + 1);
}

/**
 * The page with its app markup replaced, or null when the page carries no marks to replace
 * between (it was not prerendered by this build).
 */
export function withAppMarkup(page: string, markup: string): string | null {
  const start = page.indexOf(APP_START);
  const end = page.indexOf(APP_END, start + APP_START.length);
  if (start < 0 || end < 0) return null;
  return page.slice(0, start + APP_START.length) + markup + page.slice(end);
}

/** `shell`: the prerendered page the markup goes into, asked for only when a page is made (a cached one needs none). */
export type FilteredPageRenderer = (route: PageRoute, url: string, shell: () => string, base?: string) => Promise<FinishedBody | null>;

/** Without a store of programmes (a build's own checks, tests of the pages alone): the seed's cards, read once. */
export function seedRecords(loadSsr: () => Promise<SsrModule | null>): CatalogueRecords {
  return catalogueRecords({ read: async () => (await loadSsr())?.seedCards ?? {} }, { ttlMs: Number.POSITIVE_INFINITY });
}

/**
 * Renders a catalogue page as served: its cards drawn from the published programmes as they are
 * now, each with its departures (docs/decisions/departures-places.md: in the HTML as first served,
 * a desk change showing within a minute), and for a URL with filters (`/retreats?q=sapphic`) only
 * the matching cards, so a shared or script-free filtered view arrives whole. The query is reduced
 * to what the catalogue understands (known keys, valid filter values, bounded search text) before
 * anything else: the page's path, that reduced form, the versions of the programmes and the
 * departures and the base URL are the key of the one cache of finished pages (finished-bodies.ts,
 * docs/decisions/one-catalogue-cache.md), so unknown or repeated parameters can't grow it, a change
 * in the desk is a new key, and the browser, parsing the same way and reading the page's copies of
 * the programmes and departures, hydrates exactly what was rendered. A cached request is one lookup.
 *
 * Answers null (serve the prerendered page as it is) for pages that are not catalogues, when there
 * is no SSR bundle, and when the page has no marks to render into.
 */
export function filteredPageRenderer(
  loadSsr: () => Promise<SsrModule | null>,
  cacheSize = FILTERED_CACHE_SIZE,
  departures?: PublicDepartures,
  records: CatalogueRecords = seedRecords(loadSsr),
): FilteredPageRenderer {
  const bodies = finishedBodies(cacheSize);
  let ssr: Promise<SsrModule | null> | undefined;

  async function render(
    mod: SsrModule,
    route: PageRoute,
    search: string,
    cards: CatalogueCards,
    snapshot: { byProgramme: Map<string, PublicDeparture[]> } | undefined,
    shell: string,
    base: string,
  ): Promise<string | null> {
    const programmes = mod.catalogueProgrammes(route.path, cards);
    const byProgramme = Object.fromEntries(programmes.map((p) => [p, snapshot?.byProgramme.get(p) ?? []]));
    const cardDepartures = Object.fromEntries(Object.entries(byProgramme).map(([p, list]) => [p, list.map(toCardDeparture)]));
    const any = Object.values(byProgramme).some((list) => list.length > 0);
    const markup = await mod.renderPage(route.path, search, cardDepartures, cards);
    const tags =
      mod.catalogueTags(route.path, search, cards, PUBLIC_URL_PLACEHOLDER) +
      (snapshot && programmes.length > 0 ? mod.departuresDataTag(cardDepartures) : "") +
      (any ? mod.departureEventsTag(route.path, byProgramme, PUBLIC_URL_PLACEHOLDER, cards) : "");
    const html = withAppMarkup(shell, markup);
    if (html === null) return null;
    return html.replace("</body>", () => `${tags.replace(BASE_PLACEHOLDER, () => base)}</body>`);
  }

  return async (route, url, shell, base = "") => {
    ssr ??= loadSsr();
    const mod = await ssr;
    if (!mod) return null;
    const { version, cards } = await records.current();
    const search = mod.catalogueSearch(route.path, queryOf(url), cards);
    if (search === null) return null;
    const dep = departures ? await departures.current() : undefined;
    const key = { path: route.path, search, programmes: version, departures: dep?.version ?? "", base };
    return bodies.get(key, () => render(mod, route, search, cards, dep, shell(), base));
  };
}
