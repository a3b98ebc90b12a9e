// Renders every public route of shared/routes.ts, and the not-found page, to static HTML at build
// time. The server answers each route with its file; the browser hydrates it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Beasties from "beasties";

const dist = path.resolve("dist");
const publicDir = path.join(dist, "public");
const pagesDir = path.join(dist, "pages");
const ssr = await import(pathToFileURL(path.join(dist, "ssr", "entry-server.js")).href);
const template = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");

// The base URL is filled in by the server from PUBLIC_URL (or the request's own origin).
const BASE = ssr.PUBLIC_URL_PLACEHOLDER;

// Only the headings' first font file is preloaded: the second is for characters few headings hold
// (client/src/index.css).
const font = fs.readdirSync(path.join(publicDir, "assets")).find((f) => /^inner-light-serif-600-core-.*\.woff2$/.test(f));
if (!font) throw new Error("prerender: the headings' font file (inner-light-serif-600-core) is not among the built assets");
const fontPreload = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`;

// Each page carries the CSS its own markup uses in a <style>, so the first paint waits for no
// request but the HTML (one round trip less on a slow link). The whole stylesheet is named in a
// <noscript>: visitors without scripts load it there, and with scripts the client adds it after the
// first paint (client/src/lib/full-stylesheet.ts), so it never competes with the page's image and
// font. (A stylesheet link at the end of the body was measured to hold the first paint back until it
// arrived.) The heading font's @font-face is already in the template's head, not in the stylesheet
// (scripts/font-faces-in-page.ts), so the preloaded font applies at first paint and the whole
// stylesheet arriving later brings no font rule.
// Rules for states a visitor reaches before scripts run (an opened <details>, a Radix part's
// data-state) never match the page as rendered, so they are kept by name.
const beasties = new Beasties({
  path: publicDir,
  publicPath: "/",
  inlineFonts: true,
  preloadFonts: false,
  pruneSource: false,
  compress: true,
  reduceInlineStyles: false,
  allowRules: [/\[open\]/, /\[data-state[=\]]/, /\[aria-[a-z]+[=\]]/],
  logLevel: "warn",
});
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const styles = (doc) => [...doc.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
const templateStyles = new Set(styles(template));
// A catalogue URL with filters is rendered by the server into this same page
// (server/web/catalogue-render.ts), and may show what the page as prerendered never does: "no
// programmes match". The CSS is chosen over both, so that state is styled from the first paint too.
const NO_MATCH = "?q=no-programme-matches-this-0x7f3a";
async function inlineCriticalCss(html, otherMarkup) {
  const link = STYLESHEET.exec(html);
  if (!link) throw new Error("the page template has no stylesheet link to inline");
  const processed = await beasties.process(otherMarkup ? html.replace("</body>", () => `<div hidden>${otherMarkup}</div></body>`) : html);
  // Beasties adds one <style>; the template's own (the font rules) stays as it is.
  const critical = styles(processed).find((css) => !templateStyles.has(css));
  if (!critical) throw new Error("no critical CSS found for a page");
  return html
    .replace(link[0], () => `${fontPreload}\n    <style>${critical}</style>`)
    .replace("</body>", () => `  <noscript data-stylesheet="${link[1]}">${link[0]}</noscript>\n  </body>`);
}

/** Departures for choosing CSS only: never written into a page. */
function sampleDepartures(programmes) {
  const departure = (id, places) => ({ id, dates: "14–19 Mar 2099", price: "₹58,000 per person", places, full: places === "Full", book: "Book 14–19 Mar 2099" });
  return Object.fromEntries(programmes.map((p, i) => [p, [departure(i * 2 + 1, "2 places left"), departure(i * 2 + 2, "Full")]]));
}

fs.mkdirSync(pagesDir, { recursive: true });

const jobs = [...ssr.ROUTES.filter((r) => r.public).map((r) => ({ route: r, url: r.path, name: ssr.prerenderedPageName(r.path) })), { route: undefined, url: "/__not-found__", name: "404" }];
for (const { route, url, name } of jobs) {
  // Catalogue pages are drawn from the seed's programmes here; the server renders each one again
  // from the programmes as they are now (server/web/catalogue-render.ts), into these marks.
  const markup = await ssr.renderPage(url, "", undefined, ssr.seedCards);
  // Order matters on a slow link: the heading font is found first, then the page's own CSS inline;
  // the full stylesheet and structured data wait at the end of the body. Preloading the screen's
  // modules as well was measured to delay first paint by about 0.6 s (they compete with the HTML and
  // CSS), so they load after the entry instead.
  const jsonLd = route ? ssr.structuredDataTags(route.screen, route.path, BASE) : "";
  const noMatch = route ? await ssr.renderPage(url, NO_MATCH, undefined, ssr.seedCards) : markup;
  // The server renders a catalogue's cards with their departures (server/web/catalogue-render.ts): the
  // CSS is chosen over that markup too, with a departure of each kind (places left, full, several).
  const programmes = ssr.catalogueProgrammes(url, ssr.seedCards);
  const withDepartures = route && programmes.length > 0 ? await ssr.renderPage(url, "", sampleDepartures(programmes), ssr.seedCards) : "";
  const html = await inlineCriticalCss(ssr
    .injectHead(template, ssr.renderHeadTags(route, BASE))
    // The marks let the server swap in a filtered catalogue's markup (server/web/catalogue-render.ts).
    .replace("<!--app-->", () => `<!--app-->${markup}<!--/app-->`)
    .replace("</body>", `  ${jsonLd}\n  </body>`), (noMatch === markup ? "" : noMatch) + withDepartures);
  fs.writeFileSync(path.join(pagesDir, `${name}.html`), html);
  console.log(`prerendered ${url.padEnd(34)} ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
}

// The visitor's trip page is one per booking, so it is not prerendered: the server renders each
// one on request into this shell (server/web/trip-page-render.ts). It has no markup to choose critical
// CSS from, and what it shows changes after Accept quote without a new page, so the whole
// stylesheet is inline: the page paints after the HTML alone, and no <noscript> is needed.
{
  const link = STYLESHEET.exec(template);
  if (!link) throw new Error("the page template has no stylesheet link to inline");
  const css = fs.readFileSync(path.join(publicDir, link[1]), "utf8");
  const shell = ssr
    .injectHead(template, ssr.tripHeadTags())
    .replace(link[0], () => `${fontPreload}\n    <style>${css}</style>`)
    .replace("<!--app-->", "<!--app--><!--/app-->");
  fs.writeFileSync(path.join(pagesDir, `${ssr.TRIP_PAGE_NAME}.html`), shell);
  console.log(`trip page shell ${" ".repeat(19)} ${(Buffer.byteLength(shell) / 1024).toFixed(1)} kB`);
}

// Each programme's page is rendered by the server on request into this shell
// (server/web/programme-page-render.ts), its head tags in place of the mark. Its CSS is chosen over a
// sample page of each catalogue with every section, photographs and each kind of departure, and an
// archived programme's page, so whatever a programme holds is styled from the first paint.
{
  const markups = [];
  for (const [url, page] of ssr.sampleProgrammePages()) markups.push(await ssr.renderProgrammePage(url, page));
  const page = await inlineCriticalCss(ssr.injectHead(template, ssr.PROGRAMME_HEAD_MARK).replace("<!--app-->", "<!--app--><!--/app-->"), markups.join(""));
  // No modulepreload of the screens' files in the head, as on the catalogue pages: beside the HTML and
  // the photo they held the first paint back (Lighthouse, 3 December: FCP 1.35–1.99 s with them,
  // 0.91 s without). The entry's dynamic import fetches each screen's files together after it runs.
  fs.writeFileSync(path.join(pagesDir, `${ssr.PROGRAMME_PAGE_NAME}.html`), page);
  console.log(`programme page shell ${" ".repeat(14)} ${(Buffer.byteLength(page) / 1024).toFixed(1)} kB`);
}
