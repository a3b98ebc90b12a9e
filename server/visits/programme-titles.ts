import { BOOKABLE_PROGRAMMES } from "@shared/programmes";

/** How long the funnel's list of programme titles is kept before it is read again. */
const REFRESH_MS = 60_000;

/**
 * The titles the funnel counts a beacon's programme under, read from the programmes at most once a
 * minute and never while a beacon waits: a beacon is answered from the list in hand, which starts as
 * the cards' names and follows the records (a programme published or renamed in the desk) after that.
 */
export function programmeTitles(read: () => Promise<string[]>, now: () => number = Date.now): () => ReadonlySet<string> {
  let titles: ReadonlySet<string> = new Set(BOOKABLE_PROGRAMMES);
  let readAt = -Infinity;
  let reading = false;
  return () => {
    if (!reading && now() - readAt >= REFRESH_MS) {
      reading = true;
      readAt = now();
      read()
        .then((list) => {
          titles = new Set(list);
        })
        .catch(() => {
          // The list in hand stays; the next beacon after a minute tries again.
        })
        .finally(() => {
          reading = false;
        });
    }
    return titles;
  };
}
