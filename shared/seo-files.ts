import { ROUTES } from "./routes";

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/** The sitemap of the public routes and the published programmes' pages (`programmePaths`); the staff desk is left out. */
export function sitemapXml(base: string, programmePaths: readonly string[] = []): string {
  const urls = ROUTES.filter((r) => r.public)
    .map((r) => `  <url><loc>${xml(base + r.path)}</loc><changefreq>${r.path === "/" ? "weekly" : "monthly"}</changefreq><priority>${r.path === "/" ? "1.0" : "0.7"}</priority></url>`)
    .concat(programmePaths.map((p) => `  <url><loc>${xml(base + p)}</loc><changefreq>weekly</changefreq><priority>0.8</priority></url>`))
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`;
}
