// Renders every public route of shared/routes.ts, and the not-found page, to static HTML at build
// time. The server answers each route with its file; the browser hydrates it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dist = path.resolve("dist");
const publicDir = path.join(dist, "public");
const pagesDir = path.join(dist, "pages");
const ssr = await import(pathToFileURL(path.join(dist, "ssr", "entry-server.js")).href);
const template = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");

// The base URL is filled in by the server from PUBLIC_URL (or the request's own origin).
const BASE = ssr.PUBLIC_URL_PLACEHOLDER;

const font = fs.readdirSync(path.join(publicDir, "assets")).find((f) => /^playfair-display-latin-600-normal-.*\.woff2$/.test(f));
const fontPreload = font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : "";

fs.mkdirSync(pagesDir, { recursive: true });

const jobs = [...ssr.ROUTES.filter((r) => r.public).map((r) => ({ route: r, url: r.path, name: ssr.prerenderedPageName(r.path) })), { route: undefined, url: "/__not-found__", name: "404" }];
for (const { route, url, name } of jobs) {
  const markup = await ssr.renderPage(url);
  // Order matters on a slow link: the stylesheet (render-blocking) is found first, then the heading
  // font; structured data waits at the end of the body. Preloading the screen's modules as well was
  // measured to delay first paint by about 0.6 s (they compete with the HTML and CSS), so they load
  // right after the entry instead.
  const jsonLd = route ? ssr.structuredDataTags(route.screen, route.path, BASE) : "";
  const html = ssr
    .injectHead(template, ssr.renderHeadTags(route, BASE))
    // The marks let the server swap in a filtered catalogue's markup (server/catalogue-render.ts).
    .replace("<!--app-->", () => `<!--app-->${markup}<!--/app-->`)
    .replace("</head>", `    ${fontPreload}\n  </head>`)
    .replace("</body>", `  ${jsonLd}\n  </body>`);
  fs.writeFileSync(path.join(pagesDir, `${name}.html`), html);
  console.log(`prerendered ${url.padEnd(34)} ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
}
