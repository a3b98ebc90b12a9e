import { CATALOGUES, type CatalogueKey } from "./catalogues";
import { CARD_SCHEMAS } from "./card-schemas";
import { cardFieldNames, cardItemOf, type CardFacts } from "./card-items";
import { isPlainText, NOT_ONE_LINE, NOT_PLAIN_TEXT } from "./plain-text";
import { BOUNDS } from "./programme-requests";
import { characterCount, tooLong } from "./text-length";

export interface FieldIssue {
  path: string;
  message: string;
}

/** Where a card record's key is edited: its title, summary and highlights are the programme's own fields. */
function fieldOf(catalogue: CatalogueKey, key: string): string {
  const shape = CATALOGUES[catalogue];
  if (key === "id") return "slug";
  if (key === shape.titleKey) return "title";
  if (key === "description") return "summary";
  if (key === shape.highlightsKey) return "highlights";
  if (key === "duration" || key === "image") return key;
  return `card.${key}`;
}

/** Every text of the card fields: plain, one line, a list item's length; lists of at most 30. */
function textIssues(path: string, value: unknown, out: FieldIssue[]): void {
  if (typeof value === "string") {
    if (!isPlainText(value)) out.push({ path, message: NOT_PLAIN_TEXT });
    else if (/[\r\n]/.test(value)) out.push({ path, message: NOT_ONE_LINE });
    else if (characterCount(value) > BOUNDS.item) out.push({ path, message: tooLong(BOUNDS.item) });
  } else if (Array.isArray(value)) {
    if (value.length > BOUNDS.items) out.push({ path, message: `Must have at most ${BOUNDS.items} items` });
    else value.forEach((v, i) => textIssues(`${path}.${i}`, v, out));
  }
}

/**
 * What the catalogue's schema (shared/catalogue/schemas) says of the programme's card: the same
 * rules the data modules were held to, now for every save. Paths name the desk's fields
 * (`card.groupSize`, `highlights.2`, `duration`).
 */
export function cardIssues(facts: CardFacts): FieldIssue[] {
  const out: FieldIssue[] = [];
  const known = new Set(cardFieldNames(facts.catalogue));
  for (const [key, value] of Object.entries(facts.card)) {
    if (!known.has(key)) out.push({ path: `card.${key}`, message: "Not a field of this catalogue's cards" });
    else textIssues(`card.${key}`, value, out);
  }
  if (out.length > 0) return out;
  const parsed = CARD_SCHEMAS[facts.catalogue].safeParse(cardItemOf(facts));
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => {
    const [key, ...rest] = i.path.map(String);
    return { path: [key === undefined ? "card" : fieldOf(facts.catalogue, key), ...rest].join("."), message: i.message };
  });
}
