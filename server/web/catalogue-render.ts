import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRoute } from "@shared/routes";
import { LRUCache } from "lru-cache";
import { PUBLIC_URL_PLACEHOLDER } from "@shared/head";
import type { PublicDeparture } from "@shared/departures";
import type { CatalogueCards } from "@shared/catalogue/page-data";
import { toCardDeparture, type CardDeparturesByProgramme } from "@shared/departures/card-departure";
import type { PublicDepartures } from "../departures/public-departures";
import { catalogueRecords, type CatalogueRecords } from "./catalogue-records";

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

/** Filtered views kept rendered: each is the markup of one page, tens of kilobytes. */
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
export type FilteredPageRenderer = (route: PageRoute, url: string, shell: () => string, base?: string) => Promise<string | null>;

/** Without a store of programmes (a build's own checks, tests of the pages alone): the seed's cards, read once. */
export function seedRecords(loadSsr: () => Promise<SsrModule | null>): CatalogueRecords {
  return catalogueRecords({ read: async () => (await loadSsr())?.seedCards ?? {} }, { ttlMs: Number.POSITIVE_INFINITY });
}

/** A rendered catalogue view: its markup, and what goes before </body> (the base URL still a placeholder). */
interface View {
  markup: string;
  tags: string;
}

/**
 * Renders a catalogue page as served: its cards drawn from the published programmes as they are
 * now, each with its departures (docs/decisions/departures-places.md: in the HTML as first served,
 * a desk change showing within a minute), and for a URL with filters (`/retreats?q=sapphic`) only
 * the matching cards, so a shared or script-free filtered view arrives whole. The query is reduced
 * to what the catalogue understands (known keys, valid filter values, bounded search text) before
 * anything else: that reduced form and the versions of the programmes and the departures are the
 * cache key, so unknown or repeated parameters can't grow the cache, a change in the desk is a new
 * key, and the browser, parsing the same way and reading the page's copies of the programmes and
 * departures, hydrates exactly what was rendered.
 *
 * Answers null (serve the prerendered page as it is) for pages that are not catalogues and when
 * there is no SSR bundle.
 */
export function filteredPageRenderer(
  loadSsr: () => Promise<SsrModule | null>,
  cacheSize = FILTERED_CACHE_SIZE,
  departures?: PublicDepartures,
  records: CatalogueRecords = seedRecords(loadSsr),
): FilteredPageRenderer {
  // One render per view and versions (requests for a view being rendered wait for that render),
  // then the page as served per base URL: a request costs a lookup.
  const views = new LRUCache<string, Promise<View>>({ max: cacheSize });
  const finished = new LRUCache<string, string>({ max: cacheSize });
  let ssr: Promise<SsrModule | null> | undefined;

  async function render(mod: SsrModule, route: PageRoute, search: string, cards: CatalogueCards, snapshot?: { byProgramme: Map<string, PublicDeparture[]> }): Promise<View> {
    const programmes = mod.catalogueProgrammes(route.path, cards);
    const byProgramme = Object.fromEntries(programmes.map((p) => [p, snapshot?.byProgramme.get(p) ?? []]));
    const cardDepartures = Object.fromEntries(Object.entries(byProgramme).map(([p, list]) => [p, list.map(toCardDeparture)]));
    const any = Object.values(byProgramme).some((list) => list.length > 0);
    const markup = await mod.renderPage(route.path, search, cardDepartures, cards);
    const tags =
      mod.catalogueTags(route.path, search, cards, PUBLIC_URL_PLACEHOLDER) +
      (snapshot && programmes.length > 0 ? mod.departuresDataTag(cardDepartures) : "") +
      (any ? mod.departureEventsTag(route.path, byProgramme, PUBLIC_URL_PLACEHOLDER, cards) : "");
    return { markup, tags };
  }

  return async (route, url, shell, base = "") => {
    ssr ??= loadSsr();
    const mod = await ssr;
    if (!mod) return null;
    const { version, cards } = await records.current();
    const search = mod.catalogueSearch(route.path, queryOf(url), cards);
    if (search === null) return null;
    const dep = departures ? await departures.current() : undefined;
    const key = `${route.path}${search} ${version} ${dep?.version ?? ""}`;
    const servedKey = `${key} ${base}`;
    const done = finished.get(servedKey);
    // Touched too, so the rendered view ages as its pages are asked for.
    if (done !== undefined && views.get(key)) return done;
    let view = views.get(key);
    if (!view) {
      view = render(mod, route, search, cards, dep);
      views.set(key, view);
      view.catch(() => views.delete(key));
    }
    const { markup, tags } = await view;
    const html = withAppMarkup(shell(), markup);
    if (html === null) return null;
    const served = html.replace("</body>", () => `${tags.replace(BASE_PLACEHOLDER, () => base)}</body>`);
    finished.set(servedKey, served);
    return served;
  };
}
