import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideTogether, type Contender } from "@shared/departures/accept-together";

/** An open quote on the departure, one per booking; some of them are pressed in this turn. */
type Quote = { id: number; travellers: number };

/**
 * The one-at-a-time model, straight from what held-sql.ts counts: each acceptance in turn sees the
 * places taken so far, and what the other bookings' open quotes (sent before its own, or all) and
 * the open offers hold, where a booking put in line holds nothing.
 */
function oneAtATime(places: number, taken0: number, offers: number, quotes: Quote[], pressed: number[]) {
  const taken = new Set<number>();
  const inLine = new Set<number>();
  const verdicts: ({ take: true } | { take: false; left: number })[] = [];
  for (const id of pressed) {
    const me = quotes.find((q) => q.id === id)!;
    const holding = quotes.filter((q) => q.id !== id && !taken.has(q.id) && !inLine.has(q.id));
    const takenNow = taken0 + quotes.filter((q) => taken.has(q.id)).reduce((s, q) => s + q.travellers, 0);
    const before = holding.filter((q) => q.id < id).reduce((s, q) => s + q.travellers, 0) + offers;
    const all = holding.reduce((s, q) => s + q.travellers, 0) + offers;
    if (places - takenNow - before >= me.travellers) {
      taken.add(id);
      verdicts.push({ take: true });
      continue;
    }
    if (places - takenNow - all > 0) return { verdicts, stopped: true };
    inLine.add(id);
    verdicts.push({ take: false, left: Math.max(0, places - takenNow - before) });
  }
  return { verdicts, stopped: false };
}

/** The contenders as the transaction's one read counts them, before any of the turn's decisions. */
function counted(offers: number, quotes: Quote[], pressed: number[]): Contender[] {
  return pressed.map((id) => {
    const me = quotes.find((q) => q.id === id)!;
    const others = quotes.filter((q) => q.id !== id);
    return {
      quoteId: id,
      travellers: me.travellers,
      heldBefore: others.filter((q) => q.id < id).reduce((s, q) => s + q.travellers, 0) + offers,
      heldAll: others.reduce((s, q) => s + q.travellers, 0) + offers,
    };
  });
}

describe("acceptances decided together", () => {
  it("takes the quotes sent first when fifty press at once for ten places", () => {
    const quotes = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, travellers: 1 }));
    const pressed = [...quotes.map((q) => q.id)].reverse();
    const verdicts = decideTogether(10, 0, counted(0, quotes, pressed));
    expect(verdicts).toHaveLength(50);
    const takenIds = pressed.filter((_, i) => verdicts[i].take);
    expect(takenIds.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(verdicts[0]).toEqual({ take: false, left: 0 });
  });

  it("gives a later-sent quote what an earlier one left by joining the line", () => {
    // Four places; quote 1 holds three, quote 2 asks two. Quote 1 can't fit once one place is taken.
    const quotes = [
      { id: 1, travellers: 3 },
      { id: 2, travellers: 2 },
    ];
    expect(decideTogether(4, 2, counted(0, quotes, [1, 2]))).toEqual([{ take: false, left: 2 }, { take: true }]);
  });

  it("stops before a refusal that leaves places free for the line", () => {
    const quotes = [
      { id: 1, travellers: 3 },
      { id: 2, travellers: 1 },
    ];
    // Two places free for nobody's quote: the group of three can't have them, the line's turn comes first.
    expect(decideTogether(5, 3, counted(0, quotes, [1, 2]))).toEqual([]);
  });

  it("decides as one transaction after another would, whatever the quotes, offers and order", () => {
    const turn = fc
      .record({
        places: fc.integer({ min: 0, max: 30 }),
        taken: fc.integer({ min: 0, max: 30 }),
        offers: fc.integer({ min: 0, max: 6 }),
        travellers: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }),
        order: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        pressedCount: fc.nat(),
      })
      .map((t) => {
        const quotes = t.travellers.map((travellers, i) => ({ id: i + 1, travellers }));
        const shuffled = [...quotes].sort((a, b) => t.order[a.id - 1] - t.order[b.id - 1] || a.id - b.id);
        return { ...t, quotes, pressed: shuffled.slice(0, 1 + (t.pressedCount % quotes.length)).map((q) => q.id) };
      });
    fc.assert(
      fc.property(turn, (t) => {
        const model = oneAtATime(t.places, t.taken, t.offers, t.quotes, t.pressed);
        const together = decideTogether(t.places, t.taken, counted(t.offers, t.quotes, t.pressed));
        expect(together).toEqual(model.verdicts);
        if (!model.stopped) expect(together).toHaveLength(t.pressed.length);
      }),
      { numRuns: 2000 },
    );
  });
});
