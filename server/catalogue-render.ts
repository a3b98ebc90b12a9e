import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRoute } from "@shared/routes";
import { LRUCache } from "lru-cache";

/** What the server needs from the SSR bundle (client/src/entry-server.tsx). */
export interface SsrModule {
  renderPage(path: string, search?: string): Promise<string>;
  catalogueSearch(path: string, search: string): string | null;
}

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

export type FilteredPageRenderer = (route: PageRoute, url: string, page: string) => Promise<string | null>;

/**
 * Renders a catalogue page for a URL with filters (`/retreats?q=sapphic`), so a shared or
 * script-free filtered view arrives with the matching cards in its HTML. The query is reduced to
 * what the catalogue understands (known keys, valid filter values, bounded search text) before
 * anything else: that reduced form is the cache key, so unknown or repeated parameters can't grow
 * the cache, and the browser, parsing the same way, hydrates exactly what was rendered.
 *
 * Answers null (serve the prerendered page as it is) for pages that are not catalogues, for
 * queries that filter nothing, and when there is no SSR bundle.
 */
export function filteredPageRenderer(
  loadSsr: () => Promise<SsrModule | null>,
  cacheSize = FILTERED_CACHE_SIZE,
): FilteredPageRenderer {
  const cache = new LRUCache<string, Promise<string>>({ max: cacheSize });
  let ssr: Promise<SsrModule | null> | undefined;

  return async (route, url, page) => {
    const query = queryOf(url);
    if (!query) return null;
    ssr ??= loadSsr();
    const mod = await ssr;
    const search = mod?.catalogueSearch(route.path, query);
    if (!mod || !search) return null;

    const key = route.path + search;
    let markup = cache.get(key);
    if (!markup) {
      // The promise is cached, so requests for a view being rendered wait for that one render.
      markup = mod.renderPage(route.path, search);
      cache.set(key, markup);
      markup.catch(() => cache.delete(key));
    }
    return withAppMarkup(page, await markup);
  };
}
