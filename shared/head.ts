import { descriptionOf } from "./route-descriptions";
import type { PageRoute } from "./routes";
import { NOT_FOUND } from "./routes";
import { SITE } from "./site";

/**
 * Prerendered pages are built before the public URL is known; they carry this placeholder, which
 * the server replaces with PUBLIC_URL (or the request's origin) when it sends the page.
 */
export const PUBLIC_URL_PLACEHOLDER = "__PUBLIC_URL__";

/** File name (without .html) of a route's prerendered page: "/" → "index", "/faqs" → "faqs". */
export function prerenderedPageName(routePath: string): string {
  return routePath === "/" ? "index" : routePath.slice(1).replace(/\//g, "-");
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The head tags of a page, from the route table: title, description, canonical URL (always the
 * bare path, so filtered catalogue URLs point to it), Open Graph and Twitter card.
 */
export function renderHeadTags(route: PageRoute | undefined, publicUrl = ""): string {
  const title = route?.title ?? NOT_FOUND.title;
  const description = descriptionOf(route);
  const tags = [`<title>${esc(title)}</title>`, `<meta name="description" content="${esc(description)}" />`];
  if (!route || !route.public) {
    tags.push(`<meta name="robots" content="noindex" />`);
    return tags.join("\n    ");
  }
  const url = `${publicUrl}${route.path}`;
  const image = `${publicUrl}/og-image.png`;
  tags.push(
    `<link rel="canonical" href="${esc(url)}" />`,
    `<meta property="og:site_name" content="${esc(SITE.name)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    `<meta property="og:description" content="${esc(description)}" />`,
    `<meta property="og:url" content="${esc(url)}" />`,
    `<meta property="og:image" content="${esc(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${esc(title)}" />`,
    `<meta name="twitter:description" content="${esc(description)}" />`,
    `<meta name="twitter:image" content="${esc(image)}" />`,
  );
  return tags.join("\n    ");
}

/** Puts the head tags into the page template in place of its placeholder title. */
export function injectHead(template: string, headTags: string): string {
  return template.replace(/<title>[^<]*<\/title>/, "").replace("<!--head-->", headTags);
}
