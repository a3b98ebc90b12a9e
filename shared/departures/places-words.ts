/**
 * "1 place", "4 places": how many are left, in words a message can carry. A module of its own so the
 * trip page, which says only this, does not load the desk's and the card's words (availability.ts)
 * with it: the bundler puts all a module's used code in one chunk, loaded by every page that imports it.
 */
export function placesLeftWords(left: number): string {
  return `${left} ${left === 1 ? "place" : "places"}`;
}

/**
 * A refusal's words when a group is bigger than the places left: "Only 2 places left on this
 * departure, fewer than the quote's 3 travellers", or, with none left, "No places are left on this
 * departure for the quote's 1 traveller".
 */
export function tooFewPlacesWords(left: number, group: { travellers: number; of: string }, where: string): string {
  const travellers = `${group.of} ${group.travellers} ${group.travellers === 1 ? "traveller" : "travellers"}`;
  return left <= 0 ? `No places are left on ${where} for ${travellers}` : `Only ${placesLeftWords(left)} left on ${where}, fewer than ${travellers}`;
}
