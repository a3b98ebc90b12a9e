import { findRoute, type Screen } from "@shared/routes";
import type { CatalogueCards, CataloguePageData } from "@shared/catalogue/page-data";
import type { RetreatCategoryCard } from "@shared/catalogue/schemas/retreats";
import { CATALOGUE_BY_SCREEN } from "./configs/by-screen";
import { retreatCategories } from "./data/retreat-categories";
import { internationalCategories } from "./data/international-categories";
import { retreatProgrammeTexts } from "./search/retreat-programme-texts";
import { internationalProgrammeTexts } from "./search/international-programme-texts";

/*
 * The server's side of a catalogue page (client/src/entry-server.tsx): which records a page is
 * drawn from. The browser never imports this module, so neither the families' cards nor any
 * programme is in its script; it reads the copy the server puts in the page.
 */

/** The retreat families, each card's options the names of its family's programmes as served. */
function retreatFamilies(cards: CatalogueCards): RetreatCategoryCard[] {
  return retreatCategories.map((family) => {
    const screen = findRoute(family.href)?.screen;
    const def = screen && CATALOGUE_BY_SCREEN[screen];
    const options = def ? (cards[family.href.slice(1)] ?? []).map((item) => def.toCard(item).title) : family.options;
    return { ...family, options };
  });
}

/** The two listing pages: their cards are the families, and a search there also looks in each family's programmes. */
const LISTINGS: Partial<Record<Screen, { items: (cards: CatalogueCards) => readonly unknown[]; related: (cards: CatalogueCards) => Record<string, string[]> }>> = {
  retreats: { items: retreatFamilies, related: (cards) => retreatProgrammeTexts((c) => cards[c] ?? []) },
  internationalTrips: { items: () => internationalCategories, related: (cards) => internationalProgrammeTexts((c) => cards[c] ?? []) },
};

/** Whether a screen is a listing of families rather than of programmes. */
export const isListing = (screen: Screen): boolean => LISTINGS[screen] !== undefined;

const made = new WeakMap<CatalogueCards, Map<string, CataloguePageData>>();

/**
 * A catalogue page's data from every catalogue's records: its own cards and, for a search on a
 * listing (`related`), what each family's programmes say. Made once per set of records, so what is
 * built from it (the screen's configuration, its search index) is made once too. Null for a path
 * that is not a catalogue.
 */
export function cataloguePageData(path: string, cards: CatalogueCards, related = false): CataloguePageData | null {
  const route = findRoute(path);
  if (!route || !CATALOGUE_BY_SCREEN[route.screen]) return null;
  const listing = LISTINGS[route.screen];
  const key = `${route.path} ${listing && related ? "related" : ""}`;
  let byPath = made.get(cards);
  if (!byPath) made.set(cards, (byPath = new Map()));
  let data = byPath.get(key);
  if (!data) {
    const catalogue = route.path.slice(1);
    data = listing
      ? { catalogue, items: listing.items(cards), ...(related ? { related: listing.related(cards) } : {}) }
      : { catalogue, items: cards[catalogue] ?? [] };
    byPath.set(key, data);
  }
  return data;
}
