import type { CatalogueConfig } from "../types";
import { cardTexts } from "./card-texts";
import { foldText } from "./fold-text";
import { britishSpelling } from "./spellings";

/** Texts of other records that find an item, keyed by the item's related key (see CatalogueConfig.related). */
export type RelatedTexts = Readonly<Record<string, readonly string[]>>;

/** Separates the texts of one item, so a query never matches across two of them. */
const SEPARATOR = "\n";

interface Entry {
  /** Every searchable text of the item, as typed (for queries made only of punctuation). */
  raw: string;
  /** The same texts folded (see foldText). */
  folded: string;
  /** The folded texts with American spellings written the British way (see britishSpelling). */
  spelt: string;
}

export interface SearchIndex<T> {
  matches(item: T, query: string): boolean;
}

function flatten(fields: ReadonlyArray<string | readonly string[] | undefined>): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (f === undefined) continue;
    if (typeof f === "string") out.push(f);
    else out.push(...f);
  }
  return out;
}

/**
 * The search index of one catalogue: for each item, the page's search fields (docs/site.md §5), every text its card
 * shows and, where the catalogue has them, the texts of related records, folded once. Matching a
 * query is then one substring test per item.
 */
export function buildSearchIndex<T>(config: CatalogueConfig<T>, related?: RelatedTexts): SearchIndex<T> {
  const entries = new Map<T, Entry>();
  for (const item of config.items) {
    const texts = [...flatten(config.searchFields(item)), ...cardTexts(config.toCard(item))];
    if (related && config.related) texts.push(...(related[config.related.keyOf(item)] ?? []));
    const folded = texts.map(foldText).join(SEPARATOR);
    entries.set(item, { raw: texts.join(SEPARATOR).toLocaleLowerCase(), folded, spelt: britishSpelling(folded) });
  }
  return {
    matches(item, query) {
      const q = query.trim();
      if (!q) return true;
      const entry = entries.get(item);
      if (!entry) return false;
      const folded = foldText(q);
      // A query of punctuation alone ("&", "-") folds to nothing: look for it as typed.
      if (!folded) return entry.raw.includes(q.toLocaleLowerCase());
      // Respelt only in addition, so a word typed part-way ("journali") still finds what it did.
      return entry.folded.includes(folded) || entry.spelt.includes(britishSpelling(folded));
    },
  };
}

const built = new WeakMap<object, { related?: RelatedTexts; index: SearchIndex<unknown> }>();

/** The catalogue's index, built on first use and again only when its related texts arrive. */
export function searchIndexOf<T>(config: CatalogueConfig<T>, related?: RelatedTexts): SearchIndex<T> {
  const cached = built.get(config);
  if (cached && cached.related === related) return cached.index as SearchIndex<T>;
  const index = buildSearchIndex(config, related);
  built.set(config, { related, index: index as SearchIndex<unknown> });
  return index;
}
