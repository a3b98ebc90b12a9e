import type { CatalogueConfig } from "../types";
import { cardTexts } from "./card-texts";

/** Every searchable text of a whole catalogue: its search fields and its cards' texts. */
export function textsOf<T>(config: CatalogueConfig<T>): string[] {
  return config.items.flatMap((item) => [
    ...config.searchFields(item).flatMap((f) => (f === undefined ? [] : typeof f === "string" ? [f] : [...f])),
    ...cardTexts(config.toCard(item)),
  ]);
}
