import type { CardModel } from "../types";

/**
 * Every text a card prints that a visitor might search for: title, the line above it, description,
 * chips, list entries and facts. The duration, group size and rating chips are left out: they have
 * filters of their own, and a number typed in the search box should not find every card that
 * happens to last that many days.
 */
export function cardTexts(card: CardModel): string[] {
  const texts = [card.title, card.description];
  if (card.eyebrow) texts.push(card.eyebrow);
  if (card.badges) texts.push(...card.badges);
  for (const list of card.lists ?? []) texts.push(...list.items);
  for (const fact of card.facts ?? []) texts.push(fact.value);
  return texts;
}
