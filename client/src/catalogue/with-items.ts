import { ROUTES } from "@shared/routes";
import type { CataloguePageData } from "@shared/catalogue/page-data";
import type { ProgrammePhoto } from "@shared/catalogue/programme";
import type { CardModel, CatalogueDefinition, CatalogueScreenConfig, FilterDefinition, CatalogueFilter } from "./types";

/** A catalogue's name: its page's path without the slash (`womens-retreats`), as the server keys its cards. */
export function catalogueOf(def: { page: { screen: string } }): string {
  return ROUTES.find((r) => r.screen === def.page.screen)!.path.slice(1);
}

function filterWith<T>(f: FilterDefinition<T>, items: readonly T[]): CatalogueFilter<T> {
  if (!("optionsOf" in f)) return f;
  const { optionsOf, ...rest } = f;
  return { ...rest, options: optionsOf(items) };
}

/** A programme's record carries its first photo when it has one (server: publishedCards); the card shows it instead of its art. */
function withPhoto(card: CardModel, item: unknown): CardModel {
  const photo = (item as { photo?: ProgrammePhoto }).photo;
  return photo ? { ...card, photo } : card;
}

const made = new WeakMap<object, Map<object, CatalogueScreenConfig<unknown>>>();

/**
 * A catalogue screen's configuration: its definition with the programmes the page was served
 * with. Made once per page data, so the view, its search index and its cards keep their identity
 * across renders, and the server and the hydrating browser build the same one from the same data.
 */
export function withPageData<T>(def: CatalogueDefinition<T>, data: CataloguePageData): CatalogueScreenConfig<T> {
  let byDef = made.get(data);
  if (!byDef) made.set(data, (byDef = new Map()));
  let config = byDef.get(def) as CatalogueScreenConfig<T> | undefined;
  if (!config) {
    const items = data.items as readonly T[];
    const related = data.related;
    config = {
      ...def,
      items,
      filters: def.filters.map((f) => filterWith(f, items)),
      toCard: (item) => withPhoto(def.toCard(item), item),
      // Served with the page: a search that arrived in the URL hydrates without fetching them.
      related: def.related && related ? { ...def.related, load: () => Promise.resolve(related) } : def.related,
    };
    byDef.set(def, config as CatalogueScreenConfig<unknown>);
  }
  return config;
}
