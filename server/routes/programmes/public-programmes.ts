import { Router } from "express";
import { z } from "zod";
import { apiPaths } from "@shared/api-paths";
import { CATALOGUE_KEYS, type CatalogueKey } from "@shared/catalogue/catalogues";
import type { Storage } from "../../storage";
import { parseQuery } from "../parse-query";

/** A published change is on the catalogues' pages within 60 s; the API's answer may be kept as long. */
const MAX_AGE_S = 60;

const query = z.object({
  // `?catalogue=` is what a form or a link built from an unset value sends: it means no catalogue chosen, so every catalogue.
  catalogue: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(CATALOGUE_KEYS as [CatalogueKey, ...CatalogueKey[]], { errorMap: () => ({ message: "Must be one of the catalogues" }) }).optional(),
  ),
});

/** GET /api/programmes?catalogue=: the published programmes in card order, each with its page's `url`. */
export function publicProgrammesRouter(storage: { programmes: Pick<Storage["programmes"], "publicProgrammes" | "cardsStamp"> }): Router {
  const router = Router();
  router.get(apiPaths.programmes.pattern, async (req, res) => {
    const { catalogue } = parseQuery(query, req);
    const stamp = await storage.programmes.cardsStamp();
    res.set({ "Cache-Control": `public, max-age=${MAX_AGE_S}`, ETag: `"${Buffer.from(`${stamp}-${catalogue ?? ""}`).toString("base64url")}"` });
    if (req.fresh) return void res.status(304).end();
    res.json(await storage.programmes.publicProgrammes(catalogue));
  });
  return router;
}
