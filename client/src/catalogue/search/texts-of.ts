import type { CatalogueConfig, CatalogueDefinition } from "../types";
import { loadCatalogue } from "../catalogue-data";
import { catalogueOf, withItems } from "../with-items";
import { cardTexts } from "./card-texts";

/** Every searchable text of a whole catalogue: its search fields and its cards' texts. */
export function textsOf<T>(config: CatalogueConfig<T>): string[] {
  return config.items.flatMap((item) => [
    ...config.searchFields(item).flatMap((f) => (f === undefined ? [] : typeof f === "string" ? [f] : [...f])),
    ...cardTexts(config.toCard(item)),
  ]);
}

// The catalogues differ in their record type; only their texts are read here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of catalogues of different record types
export type Families<K extends string> = Record<K, CatalogueDefinition<any>>;

/** What each family's programmes say, by the family's key, from the catalogues' records. */
export function familyTexts<K extends string>(families: Families<K>, itemsOf: (catalogue: string) => readonly unknown[]): Record<K, string[]> {
  const entries = (Object.keys(families) as K[]).map((k) => [k, textsOf(withItems(families[k], itemsOf(catalogueOf(families[k]))))] as const);
  return Object.fromEntries(entries) as Record<K, string[]>;
}

/** The same in the browser, each family's programmes fetched (once per page load). */
export async function loadFamilyTexts<K extends string>(families: Families<K>): Promise<Record<K, string[]>> {
  const keys = Object.keys(families) as K[];
  const loaded = await Promise.all(keys.map((k) => loadCatalogue(catalogueOf(families[k]))));
  const items = new Map(loaded.map((d) => [d.catalogue, d.items]));
  return familyTexts(families, (c) => items.get(c) ?? []);
}
