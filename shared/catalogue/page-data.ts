/**
 * Every catalogue's published programmes in card order, keyed by the catalogue (its page's path
 * without the slash, `womens-retreats`), each as its catalogue's card fields (shared/catalogue/schemas).
 */
export type CatalogueCards = Readonly<Record<string, readonly unknown[]>>;

/** What a catalogue page is drawn from: the page's cards and, for a search on a listing, what finds them. */
export interface CataloguePageData {
  /** The catalogue: its page's path without the slash. */
  catalogue: string;
  /** The page's cards' records, in card order. */
  items: readonly unknown[];
  /**
   * On a listing page served with a search: the texts of each family's programmes, by the family's
   * key, so the browser hydrates the same matches without fetching them first.
   */
  related?: Readonly<Record<string, readonly string[]>>;
}

/**
 * GET /catalogue-data/{catalogue}.json: one catalogue page's data, for a catalogue reached inside
 * the app (a served page carries its own copy). Beside the pages rather than under /api: it is the
 * page's own data, served by the same layer that renders the page.
 */
export const CATALOGUE_DATA_PATH = "/catalogue-data";

/** Where the browser fetches a catalogue page's data. */
export const catalogueDataUrl = (catalogue: string): string => `${CATALOGUE_DATA_PATH}/${encodeURIComponent(catalogue)}.json`;

/** The id of the served page's JSON copy of its catalogue, which the browser hydrates from. */
export const CATALOGUE_DATA_ID = "catalogue-data";

/**
 * The page's data as a JSON data block. `<` is escaped so no text in it can close the script
 * element; a data block is never run, so the site's script-src policy is untouched.
 */
export function catalogueDataTag(data: CataloguePageData): string {
  return `<script type="application/json" id="${CATALOGUE_DATA_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
