import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import express, { type Request, type RequestHandler, type Response } from "express";
import { findRoute, type PageRoute } from "@shared/routes";
import { injectHead, prerenderedPageName, PUBLIC_URL_PLACEHOLDER, renderHeadTags } from "@shared/head";
import { robotsTxt, sitemapXml } from "@shared/seo-files";
import { cacheBaseDependent, siteBase } from "../http/host-header";
import { devFileServing } from "./dev-files";
import { filteredPageRenderer, seedRecords, ssrBundleLoader, type SsrModule } from "./catalogue-render";
import { PUBLISHED_MAX_AGE_S, type CatalogueRecords } from "./catalogue-records";
import { catalogueDataHandler } from "./catalogue-data";
import { homePageRenderer, homeSearchDataHandler } from "./home-render";
import type { PublicDepartures } from "../departures/public-departures";
import { departuresDataTag } from "@shared/departures/data-tag";
import { toCardDeparture } from "@shared/departures/card-departure";
import type { ProgrammeRecords } from "./programme-records";
import { programmePageHandler } from "./programme-page-render";

const BASE_PLACEHOLDER = new RegExp(PUBLIC_URL_PLACEHOLDER, "g");
const PAGE_METHODS = new Set(["GET", "HEAD"]);

/** The site's absolute base URL, safe to paste into any page: see http/host-header.ts. */
function baseUrl(req: Request, publicUrl: string): string {
  return siteBase(req, publicUrl);
}

/** sitemap.xml and robots.txt, made from the route table and the published programmes' pages for the site's base URL. */
export function seoFiles(publicUrl = "", programmes?: ProgrammeRecords): RequestHandler {
  return async (req, res, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    const isSitemap = req.path === "/sitemap.xml";
    if (!isSitemap && req.path !== "/robots.txt") return next();
    try {
      const base = baseUrl(req, publicUrl);
      const body = isSitemap ? sitemapXml(base, programmes ? [...(await programmes.current()).published.keys()] : []) : robotsTxt(base);
      // A published programme is in the sitemap within 60 s: the records' look and the cache's keeping together.
      cacheBaseDependent(res, publicUrl, isSitemap ? `public, max-age=${PUBLISHED_MAX_AGE_S}` : "public, max-age=3600");
      res.type(isSitemap ? "application/xml" : "text/plain").send(body);
    } catch (err) {
      next(err);
    }
  };
}

function sendHtml(res: Response, status: number, html: string, publicUrl = "") {
  cacheBaseDependent(res, publicUrl, "no-cache");
  res.status(status).type("html").send(html);
}

/** The built pages (dist/pages), each read once, with the site's base URL filled in per request. */
export interface BuiltPages {
  /** A route's prerendered page; with no route, the not-found page. */
  html(route: PageRoute | undefined, req: Request): string;
  /** Any built page by its file name (without .html), or undefined when the build has none. */
  named(name: string, req: Request): string | undefined;
}

export function builtPages(distDir: string, publicUrl = ""): BuiltPages {
  const publicDir = path.join(distDir, "public");
  const pagesDir = path.join(distDir, "pages");
  const templatePath = path.join(publicDir, "index.html");
  const template = fs.existsSync(templatePath)
    ? fs.readFileSync(templatePath, "utf8")
    : `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title></title><!--head--></head><body><div id="root"></div></body></html>`;

  const file = (name: string) => path.join(pagesDir, `${name}.html`);
  const read = (route: PageRoute | undefined): string => {
    const built = file(route ? prerenderedPageName(route.path) : "404");
    return fs.existsSync(built) ? fs.readFileSync(built, "utf8") : injectHead(template, renderHeadTags(route, PUBLIC_URL_PLACEHOLDER));
  };
  // Each page is read once. With PUBLIC_URL set the finished page is kept too; without it the
  // base comes from the Host header, which a client chooses, so it is filled in per request.
  const raw = new Map<string, string | undefined>();
  const finished = new Map<string, string>();
  const withBase = (key: string, page: string, req: Request): string => {
    if (publicUrl && finished.has(key)) return finished.get(key)!;
    const base = baseUrl(req, publicUrl);
    const html = page.replace(BASE_PLACEHOLDER, () => base);
    if (publicUrl) finished.set(key, html);
    return html;
  };
  return {
    html(route, req) {
      const key = route?.path ?? "404";
      if (!raw.has(key)) raw.set(key, read(route));
      return withBase(key, raw.get(key)!, req);
    },
    named(name, req) {
      const key = `page:${name}`;
      if (!raw.has(key)) raw.set(key, fs.existsSync(file(name)) ? fs.readFileSync(file(name), "utf8") : undefined);
      const page = raw.get(key);
      return page === undefined ? undefined : withBase(key, page, req);
    },
  };
}

/** Production: built assets with long caching, prerendered pages, the not-found page with 404. */
export function staticWeb(
  distDir: string,
  publicUrl = "",
  loadSsr: () => Promise<SsrModule | null> = ssrBundleLoader(distDir),
  departures?: PublicDepartures,
  records: CatalogueRecords = seedRecords(loadSsr),
  programmes?: ProgrammeRecords,
): RequestHandler[] {
  const publicDir = path.join(distDir, "public");
  const pages = builtPages(distDir, publicUrl);

  const assets = express.static(publicDir, {
    index: false,
    redirect: false,
    setHeaders: (res, file) => {
      // Hashed file names never change content: cache them for a year.
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
      else res.setHeader("Cache-Control", "public, max-age=86400");
    },
  });

  // A catalogue URL with filters gets its filtered cards rendered into the page (catalogue-render.ts).
  const renderFiltered = filteredPageRenderer(loadSsr, undefined, departures, records);
  // The home page's search offers the published programmes as they are now (home-render.ts).
  const renderHome = homePageRenderer(loadSsr, records);
  const answerPage: RequestHandler = async (req: Request, res: Response, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    const route = findRoute(req.path);
    // The prerendered page with its base filled in (a copy of 100 KB and more): made only when it is
    // sent as it is or a render needs it, never for a rendered page served from the cache.
    const html = () => pages.html(route, req);
    const base = baseUrl(req, publicUrl);
    const rendered = !route ? null : route.path === "/" ? await renderHome(html, base) : await renderFiltered(route, req.originalUrl, html, base);
    if (rendered === null) return sendHtml(res, route ? 200 : 404, html(), publicUrl);
    // A rendered page is the same for every visitor until what its key names changes: it comes
    // finished from the renderer's one cache, its bytes and its gzip made once (finished-bodies.ts).
    cacheBaseDependent(res, publicUrl, "no-cache");
    rendered.body.send(req, res, "html");
  };

  // index.html itself is the template, not a page of its own; a route's page never looks on disk
  // first (no file is named like a route, and the look cost every page request a stat).
  const pagesFirst: RequestHandler = (req, res, next) => (req.path === "/index.html" || findRoute(req.path) ? answerPage(req, res, next) : next());
  // Each published programme's page, rendered on request (programme-page-render.ts). Before the
  // assets: no built file has a catalogue's path, and the assets' look on disk (a stat) was a tenth
  // of the CPU time of a programme page served from the cache.
  const programmePages = programmes ? [programmePageHandler({ records: programmes, departures, loadSsr, pages, publicUrl })] : [];
  return [seoFiles(publicUrl, programmes), homeSearchDataHandler(records), catalogueDataHandler(loadSsr, records), pagesFirst, ...programmePages, assets, answerPage];
}

/** Development: Vite in middleware mode with hot reload, pages rendered from client/index.html. */
export async function viteWeb(root: string, server: Server, publicUrl = "", departures?: PublicDepartures, records?: CatalogueRecords): Promise<RequestHandler[]> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    // Set here as well as in vite.config.ts, so no other config file can open the project to the network.
    server: { middlewareMode: true, hmr: { server }, fs: devFileServing(root) },
    appType: "custom",
  });
  const pages: RequestHandler = async (req, res, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    try {
      const route = findRoute(req.path);
      const template = await fs.promises.readFile(path.join(root, "client", "index.html"), "utf8");
      const page = injectHead(template, renderHeadTags(route, baseUrl(req, publicUrl)));
      // No server render in development: the page carries every programme's departures and the app renders them.
      const withDepartures = departures ? page.replace("</body>", `${departuresDataTag(Object.fromEntries([...(await departures.current()).byProgramme].map(([p, list]) => [p, list.map(toCardDeparture)])))}</body>`) : page;
      const html = await vite.transformIndexHtml(req.originalUrl, withDepartures);
      sendHtml(res, route ? 200 : 404, html, publicUrl);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  };
  server.on("close", () => void vite.close());
  // The catalogue screens fetch their programmes (no page is rendered on the server here).
  const loadSsr = async () => (await vite.ssrLoadModule("/src/entry-server.tsx")) as SsrModule;
  const devRecords = records ?? seedRecords(loadSsr);
  return [seoFiles(publicUrl), homeSearchDataHandler(devRecords), catalogueDataHandler(loadSsr, devRecords), vite.middlewares, pages];
}
