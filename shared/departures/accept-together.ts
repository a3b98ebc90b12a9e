/**
 * One acceptance among several decided in one transaction on one departure (the visitors' presses
 * of Accept quote that queued together). Counted as they stood when the transaction locked the
 * departure: `heldBefore`, what other bookings' quotes sent before this one and every open offer
 * held; `heldAll`, what every other booking's quote and offer held.
 */
export interface Contender {
  quoteId: number;
  travellers: number;
  heldBefore: number;
  heldAll: number;
}

export type Verdict = { take: true } | { take: false; left: number };

/**
 * The acceptances decided in turn, exactly as one transaction after another would decide them
 * (accept-places.ts): each is taken when its travellers fit the places less those taken and those
 * held by quotes sent before its own; otherwise its booking joins the line. What an earlier one of
 * the same turn did moves the counts of the later ones: a quote taken moves its places from held to
 * taken (so only a later-sent quote sees fewer left), a booking put in line stops holding (so a
 * later-sent quote sees more left).
 *
 * Every contender's quote is open and counted in the others' holds, and none of their bookings is
 * in line: the caller checks that. The decisions stop before the first refusal that leaves places
 * free for the line: offering them is the line's turn, made by the one-at-a-time path with the
 * rest. `verdicts` holds the decided prefix.
 */
export function decideTogether(places: number, taken: number, contenders: Contender[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const [i, c] of contenders.entries()) {
    let left = places - taken - c.heldBefore;
    let leftAll = places - taken - c.heldAll;
    for (const [j, earlier] of contenders.slice(0, i).entries()) {
      const took = verdicts[j].take;
      if (took && earlier.quoteId > c.quoteId) left -= earlier.travellers;
      if (!took && earlier.quoteId < c.quoteId) left += earlier.travellers;
      if (!took) leftAll += earlier.travellers;
    }
    if (left >= c.travellers) {
      verdicts.push({ take: true });
      continue;
    }
    if (leftAll > 0) break;
    verdicts.push({ take: false, left: Math.max(0, left) });
  }
  return verdicts;
}
