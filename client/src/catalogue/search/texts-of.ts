import { ROUTES } from "@shared/routes";
import type { CataloguePageData } from "@shared/catalogue/page-data";
import type { CatalogueConfig, CatalogueDefinition } from "../types";
import { cardTexts } from "./card-texts";

/** Every searchable text of a whole catalogue: its search fields and its cards' texts. */
export function textsOf<T>(config: Pick<CatalogueConfig<T>, "items" | "searchFields" | "toCard">): string[] {
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
  const entries = (Object.keys(families) as K[]).map((k) => [k, textsOf({ ...families[k], items: itemsOf(nameOf(families[k])) })] as const);
  return Object.fromEntries(entries) as Record<K, string[]>;
}

// The catalogue's name as with-items.ts writes it, and its data's address as catalogueDataUrl
// writes it (shared/catalogue/page-data.ts), repeated so this chunk shares no module with the
// catalogue screen's (a shared one would be a chunk of its own on every catalogue page).
const nameOf = (def: { page: { screen: string } }) => ROUTES.find((r) => r.screen === def.page.screen)!.path.slice(1);
const dataUrl = (catalogue: string) => `/catalogue-data/${encodeURIComponent(catalogue)}.json`;

/** The same in the browser, each family's programmes fetched when someone searches. */
export async function loadFamilyTexts<K extends string>(families: Families<K>): Promise<Record<K, string[]>> {
  const keys = Object.keys(families) as K[];
  const loaded = await Promise.all(
    keys.map((k) =>
      fetch(dataUrl(nameOf(families[k]))).then((r) => (r.ok ? (r.json() as Promise<CataloguePageData>) : Promise.reject(new Error(`${r.status}`)))),
    ),
  );
  const items = new Map(loaded.map((d) => [d.catalogue, d.items]));
  return familyTexts(families, (c) => items.get(c) ?? []);
}
