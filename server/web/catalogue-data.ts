import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { CATALOGUE_DATA_PATH } from "@shared/catalogue/page-data";
import { sharedBody, type SharedBody } from "../http/precompressed";
import type { SsrModule } from "./catalogue-render";
import type { CatalogueRecords } from "./catalogue-records";

const PATTERN = new RegExp(`^${CATALOGUE_DATA_PATH}/([a-z0-9-]+)\\.json$`);

/**
 * GET /catalogue-data/{catalogue}.json: a catalogue page's programmes as its JSON copy holds them,
 * for a catalogue reached inside the app and for the families' programmes a search on a listing
 * looks in. Always current (`no-cache` with an ETag), so it is never older than the pages.
 */
export function catalogueDataHandler(loadSsr: () => Promise<SsrModule | null>, records: CatalogueRecords): RequestHandler {
  const bodies = new LRUCache<string, SharedBody>({ max: 64 });
  return async (req, res, next) => {
    const match = PATTERN.exec(req.path);
    if (!match || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      const mod = await loadSsr();
      if (!mod) return next();
      const { version, cards } = await records.current();
      const key = `${match[1]} ${version}`;
      let body = bodies.get(key);
      if (!body) {
        const json = mod.catalogueJson(match[1], cards);
        if (json === null) return next();
        bodies.set(key, (body = sharedBody(json)));
      }
      res.set("Cache-Control", "no-cache");
      body.send(req, res, "json");
    } catch (err) {
      next(err);
    }
  };
}
