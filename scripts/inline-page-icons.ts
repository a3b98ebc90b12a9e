import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * An SVG as a data: URL, percent-encoded rather than base64 (a third smaller, and gzip folds it
 * with the page); its double quotes become single ones, which need no escape in an attribute.
 */
function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg.trim().replace(/"/g, "'")).replace(/%3D/g, "=").replace(/%3A/g, ":").replace(/%2F/g, "/");
  return `data:image/svg+xml,${encoded}`;
}

/**
 * Writes the favicon into the page's head as a data: URL. Over HTTP/1.1 a browser opens at most six
 * connections to the site, and before the first paint a programme page already asks for its script,
 * the headings' font and three photographs: the icon's request was one too many, and held the
 * script back by a round trip in Lighthouse's simulation of a slow phone (docs/performance.md). The
 * file stays in public/ for whatever asks for /favicon.svg itself. Build only.
 */
export function inlinePageIcons(publicDir: string): Plugin {
  return {
    name: "inline-page-icons",
    apply: "build",
    transformIndexHtml(html) {
      const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
      if (!html.includes(link)) throw new Error("inline-page-icons: index.html has no favicon link to inline");
      const icon = svgDataUrl(fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8"));
      return html.replace(link, () => `<link rel="icon" href="${icon}" type="image/svg+xml" />`);
    },
  };
}
