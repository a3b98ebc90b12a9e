import { StrictMode } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { findRoute } from "@shared/routes";
import { App } from "./app";
import { normalizeCatalogueSearch } from "./catalogue/engine";
import { CATALOGUE_BY_SCREEN } from "./catalogue/configs/by-screen";

/**
 * Renders one path to HTML, waiting for its lazily loaded screen: every public page at build time,
 * and a catalogue's filtered view on request (`search` is its query string, e.g. "?q=yoga").
 */
export function renderPage(path: string, search = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => chunks.push(c));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(
      <StrictMode>
        <App ssrPath={path} ssrSearch={search} />
      </StrictMode>,
      {
        // Static HTML: wait for every lazy screen, then write it all at once.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (err) => reject(err),
      },
    );
  });
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
export { renderHeadTags, injectHead, prerenderedPageName, PUBLIC_URL_PLACEHOLDER } from "@shared/head";
export { ROUTES } from "@shared/routes";
