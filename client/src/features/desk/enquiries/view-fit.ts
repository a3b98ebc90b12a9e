/** What the row of view tabs shows, and what it leaves to **More** (by position in BOOKING_VIEWS). */
export interface ViewFit {
  shown: number[];
  more: number[];
}

/**
 * The views that fit in `room` pixels as tabs, in order, with **More** (`moreWidth`) holding the
 * rest; the open view is always a tab, taking the place of the last ones that would not leave it
 * room. `widths` are the tabs' widths, `gap` the space between two. Every view is a tab when all
 * fit, and when the row has no width (hidden, or never laid out).
 */
export function fitViews(widths: readonly number[], room: number, moreWidth: number, gap: number, current: number): ViewFit {
  const all = widths.map((_, i) => i);
  const span = (ids: readonly number[], extra = 0) => ids.reduce((sum, i) => sum + widths[i], 0) + extra + gap * Math.max(0, ids.length - (extra > 0 ? 0 : 1));
  if (room <= 0 || span(all) <= room) return { shown: all, more: [] };
  const shown: number[] = [];
  for (const i of all) {
    if (span([...shown, i], moreWidth) > room) break;
    shown.push(i);
  }
  if (current >= 0 && !shown.includes(current)) {
    while (shown.length > 0 && span([...shown, current], moreWidth) > room) shown.pop();
    shown.push(current);
  }
  return { shown, more: all.filter((i) => !shown.includes(i)) };
}
