import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { DIST } from "./route-weights";

/** Classes of `markup` that the stylesheet styles but `style` (a page's inline CSS) does not. */
function unstyled(markup: string, style: string, full: string): string[] {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));
  const cssName = (c: string) => "." + c.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`);
  return [...classes].filter((c) => !/^print:/.test(c) && full.includes(cssName(c)) && !style.includes(cssName(c)));
}

const PAGES = path.resolve("dist/pages");

/** Every <style> of a page's markup, in order. */
const inlineCss = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");

// Each prerendered page paints from its own inline CSS; the whole stylesheet is named in a
// <noscript> (loaded there without scripts, and by the client after the first paint).
describe("the CSS of the prerendered pages", () => {
  const pages = fs.existsSync(PAGES) ? fs.readdirSync(PAGES).filter((f) => f.endsWith(".html")) : [];

  it("has pages to check (npm test builds before this suite)", () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages)("%s carries its CSS inline, the heading font's face, and no render-blocking stylesheet", (file) => {
    const html = fs.readFileSync(path.join(PAGES, file), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const style = inlineCss(head);
    // The base layer, the layout utilities and the heading font all come with the page.
    expect(style).toContain("@font-face");
    expect(style).toMatch(/font-family:\s*"?Inner Light Serif/);
    // A font that arrives after the first paint is not swapped in: the text would move.
    expect(style).toMatch(/font-display:\s*optional/);
    expect(style).toMatch(/\.container\{/);
    if (file === "trip.html") {
      // The trip page's shell, rendered per booking, carries the whole stylesheet inline (about
      // 10 KB gzipped): nothing arrives after its first paint.
      expect(style.length).toBeLessThan(64 * 1024);
      return;
    }
    expect(style.length).toBeLessThan(40 * 1024);
    const named = /<noscript data-stylesheet="(\/assets\/[^"]+\.css)"><link rel="stylesheet" crossorigin href="\1"><\/noscript>/.exec(html);
    expect(named, "the whole stylesheet in a noscript").not.toBeNull();
    expect(fs.existsSync(path.join(DIST, named![1]))).toBe(true);
    // Every class the page's markup uses that the stylesheet styles is styled inline as well, states
    // included (hover, focus, an opened <details>): before scripts run, those are all the page has.
    const full = fs.readFileSync(path.join(DIST, named![1]), "utf8");
    expect(unstyled(html, style, full)).toEqual([]);
    // The font rule is the page's alone: one arriving again with the whole stylesheet after the
    // first paint makes Chromium drop its fonts and lay the page out anew.
    expect(full).not.toContain("@font-face");
  });

  it.each(pages)("%s preloads the headings' first font file, small enough for TCP's first window, and draws its icon in the head", (file) => {
    const html = fs.readFileSync(path.join(PAGES, file), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload" href="(\/assets\/[^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/^\/assets\/inner-light-serif-600-core-[\w-]+\.woff2$/);
    // About 14.6 kB reach a phone in the first round trip (ten packets); the response's headers come too.
    expect(fs.statSync(path.join(DIST, preloads[0])).size).toBeLessThanOrEqual(13 * 1024);
    // The second file (accents, rarer signs) is named by its face but never preloaded.
    expect(inlineCss(head)).toMatch(/url\("?\/assets\/inner-light-serif-600-extra-[\w-]+\.woff2"?\)/);
    // The icon is no request of its own (scripts/inline-page-icons.ts).
    expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]+" type="image\/svg\+xml" \/>/);
    expect(head).not.toContain('href="/favicon.svg"');
  });

  // Catalogues are rendered on request from the stored programmes; the build prerenders them from the seed's cards, as here.
  it("styles a catalogue's filtered views from the first paint, the state where nothing matches included", async () => {
    const ssr = (await import(pathToFileURL(path.resolve("dist/ssr/entry-server.js")).href)) as {
      ROUTES: { path: string; public: boolean }[];
      renderPage(path: string, search?: string, departures?: undefined, cards?: unknown): Promise<string>;
      prerenderedPageName(path: string): string;
      seedCards: unknown;
    };
    let checked = 0;
    for (const route of ssr.ROUTES.filter((r) => r.public)) {
      const [plain, nothing] = await Promise.all([
        ssr.renderPage(route.path, "", undefined, ssr.seedCards),
        ssr.renderPage(route.path, "?q=nothing-is-called-this-9q", undefined, ssr.seedCards),
      ]);
      if (plain === nothing) continue; // not a catalogue
      checked++;
      const html = fs.readFileSync(path.join(PAGES, `${ssr.prerenderedPageName(route.path)}.html`), "utf8");
      const style = inlineCss(html);
      const css = /<noscript data-stylesheet="([^"]+)"/.exec(html)![1];
      expect(unstyled(nothing, style, fs.readFileSync(path.join(DIST, css), "utf8")), route.path).toEqual([]);
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  // The cards' list ticks are drawn by the stylesheet (index.css). Tailwind keeps a component class
  // only when the source names it whole, so the markup's class is checked against the page's CSS.
  // Every other SVG image a page's CSS names costs the first style pass its own set-up (the cards'
  // clock, users and star drawn so doubled it on a catalogue page): the tick is the only one.
  it("draws the ticks a page's markup names from the page's CSS, the one SVG image that CSS names", () => {
    let drawn = 0;
    for (const file of fs.readdirSync(PAGES).filter((f) => f.endsWith(".html"))) {
      const html = fs.readFileSync(path.join(PAGES, file), "utf8");
      const style = inlineCss(html);
      const images = new Set([...style.matchAll(/url\("(data:image\/svg\+xml[^"]*)"\)/g)].map((m) => m[1]));
      expect(images.size, `${file}: SVG images named by its CSS`).toBeLessThanOrEqual(1);
      if (!/class="[^"]*\btick-item\b/.test(html)) continue;
      expect(style, `${file}: .tick-item`).toMatch(/\.tick-item:before\{[^}]*url\("data:image\/svg\+xml/);
      drawn++;
    }
    // The catalogues' cards and the programme page at least.
    expect(drawn).toBeGreaterThanOrEqual(10);
  });

  // Tailwind 3's default is ~50 custom properties on every element and ::before/::after, which
  // made every style recalculation after the first paint a third slower; tailwind.config.ts sets
  // them only on elements whose classes use them. A rule with an empty selector in its list is
  // dropped whole by the browser, so that is checked too.
  it("sets custom properties only on the elements whose classes use them, in rules a browser keeps", () => {
    const stylesheets = fs.readdirSync(path.join(DIST, "assets")).filter((f) => f.endsWith(".css"));
    expect(stylesheets.length).toBeGreaterThan(0);
    const pages = fs.readdirSync(PAGES).filter((f) => f.endsWith(".html"));
    const sheets = [
      ...stylesheets.map((f) => [f, fs.readFileSync(path.join(DIST, "assets", f), "utf8")]),
      ...pages.map((f) => [f, inlineCss(fs.readFileSync(path.join(PAGES, f), "utf8"))]),
    ];
    const everyElement = /^(\*|::?(before|after|backdrop)|\*::?(before|after))$/;
    for (const [name, css] of sheets) {
      const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selectors: m[1].trim().split(","), body: m[2] }));
      expect(rules.length, name).toBeGreaterThan(10);
      // Preflight's own `--tw-content` on ::before and ::after stays: Tailwind's base needs it.
      const universal = rules.filter((r) => /--tw-(?!content:)/.test(r.body) && r.selectors.some((sel) => everyElement.test(sel.trim())));
      expect(universal.map((r) => r.selectors.join(",")), name).toEqual([]);
      const empty = rules.filter((r) => !r.selectors[0].startsWith("@") && r.selectors.some((sel) => sel.trim() === ""));
      expect(empty.map((r) => r.selectors.join(",")), name).toEqual([]);
    }
  });
});
