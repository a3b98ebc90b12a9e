import { ROUTES } from "@shared/routes";

/**
 * A programme's catalogue is a page under the retreats or the international trips: read from the
 * route table, which every page loads already, rather than from the catalogues' table, which only
 * a catalogue's own chunks need. The server's programmePageOf holds the same list (a unit test).
 */
const catalogues = ROUTES.filter((r) => r.parent !== undefined).map((r) => r.path.slice(1));

/** A catalogue page's cards link to their programmes' pages; a listing's (the retreats, the international trips) do not. */
export function programmeHref(catalogue: string, slug: string): string | undefined {
  return catalogues.includes(catalogue) ? `/${catalogue}/${slug}` : undefined;
}
