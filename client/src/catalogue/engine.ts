import type { CatalogueConfig, CatalogueState } from "./types";
import type { SearchIndex } from "./search/search-index";

/** Case-insensitive substring test; an empty needle matches everything. */
export function includesText(haystack: string | undefined | null, needle: string): boolean {
  if (!needle) return true;
  return (haystack ?? "").toLocaleLowerCase().includes(needle.toLocaleLowerCase());
}

/** True when any of the fields (or any entry of a list field) contains the query. */
export function matchesSearch(
  fields: ReadonlyArray<string | readonly string[] | undefined>,
  query: string,
): boolean {
  const q = query.trim();
  if (!q) return true;
  return fields.some((f) =>
    Array.isArray(f) ? f.some((x) => includesText(x, q)) : includesText(f as string | undefined, q),
  );
}

/**
 * The items that pass the search text and every chosen filter. Unknown filter values match nothing.
 * With an index (search/search-index.ts) the search looks in the page's search fields (docs/site.md §5), every text a card
 * shows and, when given, the related texts; it ignores case, accents, hyphens and spaces. Without
 * one (the browser before the search engine's chunk has arrived) it looks in the page's search fields only,
 * case-insensitively, so typing answers at once; the page keeps the indexed answer once it is there.
 */
export function filterCatalogue<T>(config: CatalogueConfig<T>, state: CatalogueState, index?: SearchIndex<T>): T[] {
  const q = state.q ?? "";
  const active = config.filters.filter((f) => state[f.key]);
  const found = index
    ? (item: T) => index.matches(item, q)
    : (item: T) => matchesSearch(config.searchFields(item), q);
  return config.items.filter((item) => found(item) && active.every((f) => f.matches(item, state[f.key])));
}

/**
 * The longest search text kept from a URL. The server renders filtered pages from the query
 * string and the browser hydrates them from the same one, so both cut it here alike.
 */
export const MAX_QUERY_LENGTH = 100;

/**
 * Reads the view state from a query string (or the fields of a submitted form): only known keys
 * are kept, filter values must be one of the filter's options, and the search text is cut to
 * MAX_QUERY_LENGTH.
 */
export function parseCatalogueState<T>(config: CatalogueConfig<T>, search: string | URLSearchParams): CatalogueState {
  const params =
    typeof search === "string" ? new URLSearchParams(search.startsWith("?") ? search.slice(1) : search) : search;
  const state: CatalogueState = { q: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH) };
  for (const f of config.filters) {
    const v = params.get(f.key) ?? "";
    state[f.key] = f.options.some((o) => o.value === v) ? v : "";
  }
  return state;
}

/** Writes the view state as a query string ("" when nothing is chosen), leaving out empty values. */
export function serializeCatalogueState<T>(config: CatalogueConfig<T>, state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.q?.trim()) params.set("q", state.q);
  for (const f of config.filters) if (state[f.key]) params.set(f.key, state[f.key]);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The query string reduced to what the catalogue understands: "" when it filters nothing. */
export function normalizeCatalogueSearch<T>(config: CatalogueConfig<T>, search: string): string {
  return serializeCatalogueState(config, parseCatalogueState(config, search));
}

export function isFiltered(state: CatalogueState): boolean {
  return Object.values(state).some((v) => v !== "");
}
