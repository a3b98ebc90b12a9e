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
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, ".vite", "manifest.json"), "utf8"));

// The base URL is filled in by the server from PUBLIC_URL (or the request's own origin).
const BASE = "__PUBLIC_URL__";

const SCREEN_FILES = {
  home: "home", about: "about", retreats: "retreats", womens: "womens-retreats", queerWomens: "queer-womens-retreats",
  queerInclusive: "queer-inclusive-retreats", career: "career-upskilling-retreats", family: "family-reconnection-retreats",
  internationalTrips: "international-trips", digitalNomad: "digital-nomad-journeys", slowTravel: "slow-travel-cultural-immersion",
  skillTravel: "skill-travel-expeditions", workcation: "workcation-transformation", earnWhileTravel: "earn-while-travel",
  adminBookings: "admin-bookings", contact: "contact-us", faqs: "faqs", terms: "terms-conditions",
  paymentPolicies: "payment-policies", refundPolicies: "refund-policies",
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = new Set([manifest[entryKey].file, ...(manifest[entryKey].imports ?? []).map((k) => manifest[k].file)]);

/** The JS files a screen needs beyond the entry, so the browser fetches them in parallel, not in a chain. */
function chunkFiles(key, seen = new Set()) {
  const m = manifest[key];
  if (!m || seen.has(key)) return [];
  seen.add(key);
  return [m.file, ...(m.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
}

function preloads(screenFile) {
  const key = `src/pages/${screenFile}.tsx`;
  const files = [...new Set(chunkFiles(key))].filter((f) => !entryFiles.has(f));
  return files.map((f) => `<link rel="modulepreload" href="/${f}" />`);
}

const font = fs.readdirSync(path.join(publicDir, "assets")).find((f) => /^playfair-display-latin-600-normal-.*\.woff2$/.test(f));
const fontPreload = font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : "";

fs.mkdirSync(pagesDir, { recursive: true });
const pageName = (p) => (p === "/" ? "index" : p.slice(1).replace(/\//g, "-"));

const jobs = [...ssr.ROUTES.filter((r) => r.public).map((r) => ({ route: r, url: r.path, name: pageName(r.path) })), { route: undefined, url: "/__not-found__", name: "404" }];
for (const { route, url, name } of jobs) {
  const markup = await ssr.renderPage(url);
  const head = [
    ssr.renderHeadTags(route, BASE),
    fontPreload,
    ...(route ? preloads(SCREEN_FILES[route.screen]) : preloads("not-found")),
    route ? ssr.structuredDataTags(route.screen, route.path, BASE) : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  const html = ssr.injectHead(template, head).replace("<!--app-->", markup);
  fs.writeFileSync(path.join(pagesDir, `${name}.html`), html);
  console.log(`prerendered ${url.padEnd(34)} ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
}
