import { CATALOGUES, type CatalogueKey } from "./catalogues";
import { CARD_SCHEMAS } from "./card-schemas";

/*
 * A programme and its catalogue's card record are the same facts under two sets of names: the
 * card's `id` is the slug, `description` the summary, and `title`/`name` and the catalogue's first
 * list (`features`, `highlights`, …) the title and highlights (shared/catalogue/catalogues.ts). The
 * rest of the record (location, group size, rating, …) is the programme's `card`.
 */

/** A catalogue card's record exactly as the catalogue's data module typed it. */
export type CardItem = { id: string; description: string; duration: string; image: string } & Record<string, unknown>;

/** The programme's fields a card is made of. */
export interface CardFacts {
  catalogue: CatalogueKey;
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  duration: string;
  image: string;
  card: Record<string, unknown>;
}

/** The names the programme itself keeps; every other key of a card record is its catalogue's own. */
function ownNames(catalogue: CatalogueKey): Set<string> {
  const shape = CATALOGUES[catalogue];
  return new Set(["id", "description", "duration", "image", shape.titleKey, shape.highlightsKey]);
}

/** The card record of a programme, its keys in its catalogue schema's order. */
export function cardItemOf(p: CardFacts): CardItem {
  const shape = CATALOGUES[p.catalogue];
  const item: Record<string, unknown> = {};
  for (const key of Object.keys(CARD_SCHEMAS[p.catalogue].shape)) {
    if (key === "id") item.id = p.slug;
    else if (key === shape.titleKey) item[key] = p.title;
    else if (key === "description") item.description = p.summary;
    else if (key === shape.highlightsKey) item[key] = p.highlights;
    else if (key === "duration") item.duration = p.duration;
    else if (key === "image") item.image = p.image;
    else if (p.card[key] !== undefined) item[key] = p.card[key];
  }
  return item as CardItem;
}

/** A card record split into the programme's fields and its catalogue's own (the seed reads the data modules so). */
export function factsOfCardItem(catalogue: CatalogueKey, item: Record<string, unknown>): CardFacts {
  const shape = CATALOGUES[catalogue];
  const own = ownNames(catalogue);
  const card: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!own.has(key)) card[key] = value;
  return {
    catalogue,
    slug: String(item.id),
    title: String(item[shape.titleKey]),
    summary: String(item.description),
    highlights: [...(item[shape.highlightsKey] as string[])],
    duration: String(item.duration),
    image: String(item.image),
    card,
  };
}

/** The keys of a catalogue's own card fields, in its schema's order: the desk's form lists them. */
export function cardFieldNames(catalogue: CatalogueKey): string[] {
  const own = ownNames(catalogue);
  return Object.keys(CARD_SCHEMAS[catalogue].shape).filter((k) => !own.has(k));
}
