import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import express, { type Request, type RequestHandler, type Response } from "express";
import { findRoute, type PageRoute } from "@shared/routes";
import { injectHead, prerenderedPageName, PUBLIC_URL_PLACEHOLDER, renderHeadTags } from "@shared/head";
import { robotsTxt, sitemapXml } from "@shared/seo-files";
import { filteredPageRenderer, ssrBundleLoader, type SsrModule } from "./catalogue-render";

const BASE_PLACEHOLDER = new RegExp(PUBLIC_URL_PLACEHOLDER, "g");
const PAGE_METHODS = new Set(["GET", "HEAD"]);

/** The site's absolute base URL: PUBLIC_URL when configured, else the origin the request came to. */
function baseUrl(req: Request, publicUrl: string): string {
  return publicUrl || `${req.protocol}://${req.get("host")}`;
}

/** sitemap.xml and robots.txt, made from the route table for the site's base URL. */
export function seoFiles(publicUrl = ""): RequestHandler {
  return (req, res, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    if (req.path === "/sitemap.xml") return void res.type("application/xml").set("Cache-Control", "public, max-age=3600").send(sitemapXml(baseUrl(req, publicUrl)));
    if (req.path === "/robots.txt") return void res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(baseUrl(req, publicUrl)));
    next();
  };
}

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).set("Cache-Control", "no-cache").type("html").send(html);
}

/** Production: built assets with long caching, prerendered pages, the not-found page with 404. */
export function staticWeb(
  distDir: string,
  publicUrl = "",
  loadSsr: () => Promise<SsrModule | null> = ssrBundleLoader(distDir),
): RequestHandler[] {
  const publicDir = path.join(distDir, "public");
  const pagesDir = path.join(distDir, "pages");
  const templatePath = path.join(publicDir, "index.html");
  const template = fs.existsSync(templatePath)
    ? fs.readFileSync(templatePath, "utf8")
    : `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title></title><!--head--></head><body><div id="root"></div></body></html>`;

  const read = (route: PageRoute | undefined): string => {
    const file = path.join(pagesDir, `${route ? prerenderedPageName(route.path) : "404"}.html`);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : injectHead(template, renderHeadTags(route, PUBLIC_URL_PLACEHOLDER));
  };
  // Each page is read once. With PUBLIC_URL set the finished page is kept too; without it the
  // base comes from the Host header, which a client chooses, so it is filled in per request.
  const raw = new Map<string, string>();
  const finished = new Map<string, string>();
  const pageHtml = (route: PageRoute | undefined, req: Request): string => {
    const key = route?.path ?? "404";
    if (publicUrl && finished.has(key)) return finished.get(key)!;
    if (!raw.has(key)) raw.set(key, read(route));
    const html = raw.get(key)!.replace(BASE_PLACEHOLDER, baseUrl(req, publicUrl));
    if (publicUrl) finished.set(key, html);
    return html;
  };

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
  const renderFiltered = filteredPageRenderer(loadSsr);
  const pages: RequestHandler = async (req: Request, res: Response, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    const route = findRoute(req.path);
    const html = pageHtml(route, req);
    const filtered = route ? await renderFiltered(route, req.originalUrl, html) : null;
    sendHtml(res, route ? 200 : 404, filtered ?? html);
  };

  // index.html itself is the template, not a page of its own.
  const hideTemplate: RequestHandler = (req, _res, next) => (req.path === "/index.html" ? pages(req, _res, next) : next());
  return [seoFiles(publicUrl), hideTemplate, assets, pages];
}

/** Development: Vite in middleware mode with hot reload, pages rendered from client/index.html. */
export async function viteWeb(root: string, server: Server, publicUrl = ""): Promise<RequestHandler[]> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const pages: RequestHandler = async (req, res, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    try {
      const route = findRoute(req.path);
      const template = await fs.promises.readFile(path.join(root, "client", "index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, injectHead(template, renderHeadTags(route, baseUrl(req, publicUrl))));
      sendHtml(res, route ? 200 : 404, html);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  };
  server.on("close", () => void vite.close());
  return [seoFiles(publicUrl), vite.middlewares, pages];
}
