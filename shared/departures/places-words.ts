/**
 * "1 place", "4 places": how many are left, in words a message can carry. A module of its own so the
 * trip page, which says only this, does not load the desk's and the card's words (availability.ts)
 * with it: the bundler puts all a module's used code in one chunk, loaded by every page that imports it.
 */
export function placesLeftWords(left: number): string {
  return `${left} ${left === 1 ? "place" : "places"}`;
}
