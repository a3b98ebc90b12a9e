import { filterCatalogue } from "@/catalogue/engine";
import { searchIndexOf, type RelatedTexts } from "@/catalogue/search/search-index";
import type { CatalogueConfig, CatalogueState } from "@/catalogue/types";

/** The items a catalogue page lists once its search index has loaded (use-catalogue-search.ts). */
export function applyCatalogue<T>(config: CatalogueConfig<T>, state: CatalogueState, related?: RelatedTexts): T[] {
  return filterCatalogue(config, state, searchIndexOf(config, related));
}
