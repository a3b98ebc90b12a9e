import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIST } from "./route-weights";

const PAGES = path.resolve("dist/pages");

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
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    // The base layer, the layout utilities and the heading font all come with the page.
    expect(style).toContain("@font-face");
    expect(style).toMatch(/font-family:Playfair Display/);
    expect(style).toMatch(/\.container\{/);
    expect(style.length).toBeLessThan(40 * 1024);
    const named = /<noscript data-stylesheet="(\/assets\/[^"]+\.css)"><link rel="stylesheet" crossorigin href="\1"><\/noscript>/.exec(html);
    expect(named, "the whole stylesheet in a noscript").not.toBeNull();
    expect(fs.existsSync(path.join(DIST, named![1]))).toBe(true);
    // Every class the page's markup uses that the stylesheet styles is styled inline as well, states
    // included (hover, focus, an opened <details>): before scripts run, those are all the page has.
    const full = fs.readFileSync(path.join(DIST, named![1]), "utf8");
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));
    const cssName = (c: string) => "." + c.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`);
    const missing = [...classes].filter((c) => !/^print:/.test(c) && full.includes(cssName(c)) && !style.includes(cssName(c)));
    expect(missing).toEqual([]);
  });
});
