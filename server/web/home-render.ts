import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { experienceGroupsOf, HOME_SEARCH_DATA_PATH } from "@shared/home-search";
import { sharedBody, type SharedBody } from "../http/precompressed";
import { withAppMarkup, type SsrModule } from "./catalogue-render";
import { finishedBodies, type FinishedBody } from "./finished-bodies";
import type { CatalogueRecords } from "./catalogue-records";

/** Home pages kept as served, with their gzip: one per base URL and look at the programmes, each about 100 KB. */
const HOME_CACHE_SIZE = 8;

/** `shell`: the prerendered home page, asked for only when a page is made. */
export type HomePageRenderer = (shell: () => string, base: string) => Promise<FinishedBody | null>;

/**
 * The home page as served: its markup rendered again from the published programmes, so the home
 * search offers a programme published or renamed in the desk within a look at the records (10 s),
 * with no release, before and without scripts. One render per look that changed something and base
 * URL, kept finished with its gzip (finished-bodies.ts); null (serve the built page) without an SSR
 * bundle or when the page has no marks to render into.
 */
export function homePageRenderer(loadSsr: () => Promise<SsrModule | null>, records: CatalogueRecords): HomePageRenderer {
  const bodies = finishedBodies(HOME_CACHE_SIZE);
  let ssr: Promise<SsrModule | null> | undefined;
  return async (shell, base) => {
    ssr ??= loadSsr();
    const mod = await ssr;
    if (!mod) return null;
    const { version, cards } = await records.current();
    return bodies.get({ path: "/", search: "", programmes: version, departures: "", base }, async () => {
      const page = shell();
      return withAppMarkup(page, await mod.renderPage("/", "", undefined, cards));
    });
  };
}

/**
 * GET /catalogue-data/home-search.json: the home search's choices, for a home page reached inside the
 * app (a served home page carries them in its select). Always current, like the catalogues' data.
 */
export function homeSearchDataHandler(records: CatalogueRecords): RequestHandler {
  const bodies = new LRUCache<string, SharedBody>({ max: 2 });
  return async (req, res, next) => {
    if (req.path !== HOME_SEARCH_DATA_PATH || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      const { version, cards } = await records.current();
      let body = bodies.get(version);
      if (!body) bodies.set(version, (body = sharedBody(JSON.stringify(experienceGroupsOf(cards)))));
      res.set("Cache-Control", "no-cache");
      body.send(req, res, "json");
    } catch (err) {
      next(err);
    }
  };
}
