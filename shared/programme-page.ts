import { isCatalogueKey, isSlug, type CatalogueKey } from "./catalogue/catalogues";
import { SITE } from "./site";

/*
 * A programme's own page, `/{catalogue}/{slug}` (docs/decisions/programme-pages.md): rendered by the
 * server on request from the published programme, never prerendered, listed in the sitemap. Its
 * path is not in the route table, whose paths are fixed; these are the few facts the server, the
 * build and the browser share about it.
 */

/** The built shell the server renders each programme page into (dist/pages/programme.html). */
export const PROGRAMME_PAGE_NAME = "programme";

/** Where the shell's head tags go: the server puts each programme's title, description and links there. */
export const PROGRAMME_HEAD_MARK = "<!--programme-head-->";

/** The id of the served page's JSON copy of its programme, which the browser hydrates from. */
export const PROGRAMME_DATA_ID = "programme-data";

/** The longest path a programme page can have: a catalogue, a slug and a trailing slash. */
const MAX_PATH = 200;

/** `/womens-retreats/soul-identity` (a trailing slash allowed) as its catalogue and slug; null for any other path. */
export function programmePageOf(path: string): { catalogue: CatalogueKey; slug: string } | null {
  if (path.length > MAX_PATH || path.charCodeAt(0) !== 47) return null;
  const parts = path.slice(1).split("/");
  if (parts.length === 3 && parts[2] === "") parts.pop();
  if (parts.length !== 2) return null;
  const [catalogue, slug] = parts;
  return isCatalogueKey(catalogue) && isSlug(slug) ? { catalogue, slug } : null;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A programme page's head: its title, its summary as the description, its canonical address and its picture for link previews. */
export function programmeHeadTags(p: { title: string; summary: string; url: string; image: string }): string {
  const title = `${p.title} | ${SITE.name}`;
  return [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(p.summary)}" />`,
    `<link rel="canonical" href="${esc(p.url)}" />`,
    `<meta property="og:site_name" content="${esc(SITE.name)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    `<meta property="og:description" content="${esc(p.summary)}" />`,
    `<meta property="og:url" content="${esc(p.url)}" />`,
    `<meta property="og:image" content="${esc(p.image)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join("\n    ");
}

/** The head of a page that is no longer offered (410): named, and kept out of search engines. */
export function goneHeadTags(title: string): string {
  return [`<title>${esc(`${title} | ${SITE.name}`)}</title>`, `<meta name="robots" content="noindex" />`].join("\n    ");
}
