import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import express, { type Request, type RequestHandler, type Response } from "express";
import { findRoute, type PageRoute } from "@shared/routes";
import { injectHead, renderHeadTags } from "@shared/head";

const PAGE_METHODS = new Set(["GET", "HEAD"]);

/** Slug of a route's prerendered file: "/" → "index", "/faqs" → "faqs", "/admin/bookings" → "admin-bookings". */
export function pageFileName(routePath: string): string {
  return routePath === "/" ? "index" : routePath.slice(1).replace(/\//g, "-");
}

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).set("Cache-Control", "no-cache").type("html").send(html);
}

/** Production: built assets with long caching, prerendered pages, the not-found page with 404. */
export function staticWeb(distDir: string, publicUrl = ""): RequestHandler[] {
  const publicDir = path.join(distDir, "public");
  const pagesDir = path.join(distDir, "pages");
  const templatePath = path.join(publicDir, "index.html");
  const template = fs.existsSync(templatePath)
    ? fs.readFileSync(templatePath, "utf8")
    : `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title></title><!--head--></head><body><div id="root"></div></body></html>`;

  const cache = new Map<string, string>();
  const pageHtml = (route: PageRoute | undefined): string => {
    const name = route ? pageFileName(route.path) : "404";
    let html = cache.get(name);
    if (html === undefined) {
      const file = path.join(pagesDir, `${name}.html`);
      html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : injectHead(template, renderHeadTags(route, publicUrl));
      cache.set(name, html);
    }
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

  const pages: RequestHandler = (req: Request, res: Response, next) => {
    if (!PAGE_METHODS.has(req.method)) return next();
    const route = findRoute(req.path);
    sendHtml(res, route ? 200 : 404, pageHtml(route));
  };

  // index.html itself is the template, not a page of its own.
  const hideTemplate: RequestHandler = (req, _res, next) => (req.path === "/index.html" ? pages(req, _res, next) : next());
  return [hideTemplate, assets, pages];
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
      const html = await vite.transformIndexHtml(req.originalUrl, injectHead(template, renderHeadTags(route, publicUrl)));
      sendHtml(res, route ? 200 : 404, html);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  };
  server.on("close", () => void vite.close());
  return [vite.middlewares, pages];
}
