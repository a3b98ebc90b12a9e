import { ROUTES } from "@shared/routes";

/**
 * The client router's pattern for a programme's page, /{catalogue}/{slug} (the server checks the
 * same with programmePageOf; a unit test holds the two together). A programme's catalogue is a page
 * under the retreats or the international trips: read from the route table, which every page loads
 * already, rather than from the catalogues' table, which only a catalogue's own chunks need.
 */
const catalogues = ROUTES.filter((r) => r.parent !== undefined).map((r) => r.path.slice(1));

export const PROGRAMME_ROUTE = new RegExp(`^/(?<catalogue>${catalogues.join("|")})/(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)/?$`);

/** A catalogue page's cards link to their programmes' pages; a listing's (the retreats, the international trips) do not. */
export function programmeHref(catalogue: string, slug: string): string | undefined {
  return catalogues.includes(catalogue) ? `/${catalogue}/${slug}` : undefined;
}
