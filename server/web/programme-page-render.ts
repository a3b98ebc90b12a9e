import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { PublicProgramme } from "@shared/catalogue/programme";
import { programmePath, type CatalogueKey } from "@shared/catalogue/catalogues";
import type { PublicDeparture } from "@shared/departures";
import { programmePageOf } from "@shared/programme-page";
import { cacheBaseDependent, siteBase } from "../http/host-header";
import { sharedBody, type SharedBody } from "../http/precompressed";
import type { PublicDepartures } from "../departures/public-departures";
import { withAppMarkup } from "./catalogue-render";
import { PUBLISHED_MAX_AGE_S } from "./catalogue-records";
import type { ProgrammeRecords } from "./programme-records";
import type { BuiltPages } from "./web";

/** What the page data is to the server: made and read by the SSR bundle only. */
type PageData = { readonly kind: "programme" | "gone" };

/** What a programme page needs from the build's SSR bundle (client/src/entry-server.tsx). */
export interface ProgrammeSsr {
  programmePageData(programme: PublicProgramme, departures: readonly PublicDeparture[]): PageData;
  goneProgrammePage(catalogue: CatalogueKey, title: string): PageData;
  renderProgrammePage(path: string, page: PageData): Promise<string>;
  programmePageTags(path: string, page: PageData, departures: readonly PublicDeparture[], publicUrl: string): { head: string; body: string };
  missingProgrammeTag(path: string): string;
  PROGRAMME_HEAD_MARK: string;
  PROGRAMME_PAGE_NAME: string;
}

/** Pages kept rendered, with their gzip: every published programme's at 200 programmes and a few base URLs. */
const PAGE_CACHE_SIZE = 500;

/**
 * A changed slug's 301 may be cached briefly only: a later programme, or the same one renamed back,
 * can take that path, and its page must be there within 60 s as any published change is.
 */
const MOVED_MAX_AGE = `public, max-age=${PUBLISHED_MAX_AGE_S}`;

interface Options {
  records: ProgrammeRecords;
  departures?: PublicDepartures;
  loadSsr: () => Promise<unknown>;
  pages: BuiltPages;
  publicUrl: string;
}

/**
 * `/{catalogue}/{slug}` (docs/decisions/programme-pages.md): a published programme's page rendered
 * on request into the build's shell (dist/pages/programme.html) with its departures, head tags,
 * structured data and JSON copy, kept per programmes' version, departures' version and base URL, so
 * a change shows within the records' look (10 s) and a visitor otherwise costs a lookup. An archived
 * programme's page answers 410 with a link to its catalogue; a changed slug a 301 to its new path;
 * any other slug the site's 404 page. Paths that are not a catalogue and a slug pass by.
 */
export function programmePageHandler({ records, departures, loadSsr, pages, publicUrl }: Options): RequestHandler {
  const rendered = new LRUCache<string, Promise<SharedBody>>({ max: PAGE_CACHE_SIZE });
  let ssr: Promise<ProgrammeSsr | null> | undefined;

  async function render(mod: ProgrammeSsr, req: Request, path: string, page: PageData, list: readonly PublicDeparture[]): Promise<SharedBody> {
    const shell = pages.named(mod.PROGRAMME_PAGE_NAME, req);
    if (!shell) throw new Error(`the build has no ${mod.PROGRAMME_PAGE_NAME}.html: run npm run build`);
    const html = withAppMarkup(shell, await mod.renderProgrammePage(path, page));
    if (html === null) throw new Error(`${mod.PROGRAMME_PAGE_NAME}.html has no app marks to render into`);
    const tags = mod.programmePageTags(path, page, list, siteBase(req, publicUrl));
    return sharedBody(html.replace(mod.PROGRAMME_HEAD_MARK, () => tags.head).replace("</body>", () => `  ${tags.body}\n  </body>`));
  }

  const send = (req: Request, res: Response, status: number, body: SharedBody) => {
    cacheBaseDependent(res, publicUrl, "no-cache");
    res.status(status);
    body.send(req, res, "html");
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const at = programmePageOf(req.path);
    if (!at) return next();
    try {
      ssr ??= loadSsr().then((m) => (m as ProgrammeSsr | null) ?? null);
      const mod = await ssr;
      if (!mod) return next();
      const path = programmePath(at.catalogue, at.slug);
      const snapshot = await records.current();
      const programme = snapshot.published.get(path);
      const archived = programme ? undefined : snapshot.archived.get(path);
      if (programme || archived) {
        const dep = programme && departures ? await departures.current() : undefined;
        const list = (programme && dep?.byProgramme.get(programme.title)) || [];
        const key = `${path} ${snapshot.version} ${dep?.version ?? ""} ${siteBase(req, publicUrl)}`;
        let body = rendered.get(key);
        if (!body) {
          const page = programme ? mod.programmePageData(programme, list) : mod.goneProgrammePage(archived!.catalogue, archived!.title);
          rendered.set(key, (body = render(mod, req, path, page, list)));
          body.catch(() => rendered.delete(key));
        }
        return send(req, res, programme ? 200 : 410, await body);
      }
      const moved = await records.movedTo(at.catalogue, at.slug);
      if (moved) {
        const query = req.originalUrl.indexOf("?");
        res.set("Cache-Control", MOVED_MAX_AGE);
        return res.redirect(301, moved + (query < 0 ? "" : req.originalUrl.slice(query)));
      }
      // The site's not-found page, with a copy saying so: the browser's router hydrates it as served.
      const notFound = pages.html(undefined, req).replace("</body>", () => `  ${mod.missingProgrammeTag(path)}\n  </body>`);
      cacheBaseDependent(res, publicUrl, "no-cache");
      res.status(404).type("html").send(notFound);
    } catch (err) {
      next(err);
    }
  };
}
