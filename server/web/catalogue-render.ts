import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRoute } from "@shared/routes";
import { LRUCache } from "lru-cache";
import type { Screen } from "@shared/routes";
import { PUBLIC_URL_PLACEHOLDER } from "@shared/head";
import type { PublicDeparture } from "@shared/departures";
import { toCardDeparture, type CardDeparturesByProgramme } from "@shared/departures/card-departure";

type DeparturesByProgramme = Record<string, PublicDeparture[]>;
import type { PublicDepartures } from "../departures/public-departures";

/** What the server needs from the SSR bundle (client/src/entry-server.tsx). */
export interface SsrModule {
  renderPage(path: string, search?: string, departures?: CardDeparturesByProgramme): Promise<string>;
  catalogueSearch(path: string, search: string): string | null;
  catalogueProgrammes(path: string): string[];
  departuresDataTag(departures: CardDeparturesByProgramme): string;
  departureEventsTag(screen: Screen, path: string, departures: DeparturesByProgramme, publicUrl?: string): string;
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

export type FilteredPageRenderer = (route: PageRoute, url: string, page: string, base?: string) => Promise<string | null>;

/** A catalogue page's departures and what carries them to the browser, made once per version of the departures. */
interface DepartureParts {
  /** The departures of the page's programmes as their cards print them, each programme listed (none as []). */
  cards: CardDeparturesByProgramme;
  any: boolean;
  /** The JSON copy the browser hydrates from, and the schema.org Events, before </body>. */
  tags: string;
}

/**
 * Renders a catalogue page as served: with its cards' departures (docs/decisions/departures-places.md: in the
 * HTML as first served, a desk change showing within a minute), and for a URL with filters
 * (`/retreats?q=sapphic`) with the matching cards, so a shared or script-free filtered view arrives
 * whole. The query is reduced to what the catalogue understands (known keys, valid filter values,
 * bounded search text) before anything else: that reduced form and the departures' version are the
 * cache key, so unknown or repeated parameters can't grow the cache, and the browser, parsing the
 * same way and reading the page's copy of the departures, hydrates exactly what was rendered.
 *
 * Answers null (serve the prerendered page as it is) for pages that are not catalogues and when
 * there is no SSR bundle; a catalogue whose programmes have no departures and whose query filters
 * nothing is the prerendered page with the (empty) copy added.
 */
export function filteredPageRenderer(
  loadSsr: () => Promise<SsrModule | null>,
  cacheSize = FILTERED_CACHE_SIZE,
  departures?: PublicDepartures,
): FilteredPageRenderer {
  const cache = new LRUCache<string, Promise<string>>({ max: cacheSize });
  const parts = new LRUCache<string, DepartureParts>({ max: 64 });
  let ssr: Promise<SsrModule | null> | undefined;

  async function departureParts(mod: SsrModule, route: PageRoute): Promise<{ parts: DepartureParts; version: string } | undefined> {
    const programmes = mod.catalogueProgrammes(route.path);
    if (!departures || programmes.length === 0) return undefined;
    const snapshot = await departures.current();
    const key = `${route.path} ${snapshot.version}`;
    let made = parts.get(key);
    if (!made) {
      const byProgramme: DeparturesByProgramme = Object.fromEntries(programmes.map((p) => [p, snapshot.byProgramme.get(p) ?? []]));
      const cards = Object.fromEntries(Object.entries(byProgramme).map(([p, list]) => [p, list.map(toCardDeparture)]));
      const any = Object.values(byProgramme).some((list) => list.length > 0);
      const tags = mod.departuresDataTag(cards) + (any ? mod.departureEventsTag(route.screen, route.path, byProgramme, PUBLIC_URL_PLACEHOLDER) : "");
      made = { cards, any, tags };
      parts.set(key, made);
    }
    return { parts: made, version: snapshot.version };
  }

  // The finished pages as served, by page, filter, departures and base URL: a request costs a lookup.
  const finished = new LRUCache<string, string>({ max: cacheSize });

  return async (route, url, page, base = "") => {
    ssr ??= loadSsr();
    const mod = await ssr;
    if (!mod) return null;
    const query = queryOf(url);
    const search = mod.catalogueSearch(route.path, query);
    if (search === null) return null;
    const dep = await departureParts(mod, route);
    const withTags = (html: string) => (dep ? html.replace("</body>", () => `${dep.parts.tags.replace(BASE_PLACEHOLDER, () => base)}</body>`) : html);
    if (!search && !dep?.parts.any) return dep ? withTags(page) : null;

    const key = `${route.path}${search} ${dep?.parts.any ? dep.version : ""}`;
    const servedKey = `${key} ${dep?.version ?? ""} ${base}`;
    const done = finished.get(servedKey);
    // Touched too, so the rendered markup ages as its pages are asked for.
    if (done !== undefined && cache.get(key)) return done;
    let markup = cache.get(key);
    if (!markup) {
      // The promise is cached, so requests for a view being rendered wait for that one render.
      markup = mod.renderPage(route.path, search, dep?.parts.any ? dep.parts.cards : undefined);
      cache.set(key, markup);
      markup.catch(() => cache.delete(key));
    }
    const html = withAppMarkup(page, await markup);
    if (html === null) return null;
    const served = withTags(html);
    finished.set(servedKey, served);
    return served;
  };
}
