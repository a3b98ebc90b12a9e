import type { Plugin } from "vite";

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * Moves the built stylesheet's @font-face rules into the page's head. A prerendered page paints
 * from its own inline CSS and gets the whole stylesheet after its first paint
 * (scripts/prerender.mjs); a font rule arriving again with it made Chromium drop its fonts and lay
 * the page out anew (adding the stylesheet cost 12.7 ms on / with the rule and 9.4 ms without, 9.8
 * against 4.8 ms on /faqs, measured on this project's machine). With the rule in the head of
 * index.html, every page has it once, the app shell's screens (the staff desk, sign-in) included.
 * Build only: in development the stylesheet keeps it, and the page names no file path.
 */
export function fontFacesInPage(): Plugin {
  return {
    name: "font-faces-in-page",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const faces: string[] = [];
      for (const asset of Object.values(bundle)) {
        if (asset.type !== "asset" || !asset.fileName.endsWith(".css")) continue;
        const css = String(asset.source);
        const found = css.match(FONT_FACE) ?? [];
        if (found.length === 0) continue;
        faces.push(...found);
        asset.source = css.replace(FONT_FACE, "");
      }
      if (faces.length === 0) return;
      const page = Object.values(bundle).find((a) => a.type === "asset" && a.fileName === "index.html");
      if (!page || page.type !== "asset") throw new Error("font-faces-in-page: no index.html in the bundle to carry the font rules");
      const html = String(page.source);
      if (!html.includes("</title>")) throw new Error("font-faces-in-page: index.html has no </title> to put the font rules after");
      page.source = html.replace("</title>", () => `</title>\n    <style>${[...new Set(faces)].join("")}</style>`);
    },
  };
}
