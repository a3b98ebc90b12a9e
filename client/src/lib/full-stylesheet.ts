/** The attribute of the prerendered page's <noscript> that names the site's whole stylesheet. */
export const FULL_STYLESHEET_ATTRIBUTE = "data-stylesheet";

/**
 * A prerendered page paints with the CSS its own markup uses, inline, and names the whole
 * stylesheet in a <noscript> (which only visitors without scripts load). With scripts, the whole
 * stylesheet is added here, for what only scripts show (the booking dialog, menus, other screens):
 * after the first paint, so it never competes with the page's own image and font.
 */
export function loadFullStylesheet(doc: Document): void {
  const holder = doc.querySelector(`noscript[${FULL_STYLESHEET_ATTRIBUTE}]`);
  const href = holder?.getAttribute(FULL_STYLESHEET_ATTRIBUTE);
  if (!href || !href.startsWith("/assets/")) return;
  if (doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  doc.head.appendChild(link);
}
