import { describe, expect, it } from "vitest";
import { inTurns, type Settled } from "../../../server/storage/departures/departure-queue";

/** A turn's work that records what each turn held and answers each item doubled, once `release` is called. */
function recorder() {
  const turns: number[][] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((r) => (release = r));
  const run = async (items: number[]): Promise<Settled<number>[]> => {
    turns.push(items);
    await gate;
    return items.map((i) => (i < 0 ? { thrown: new Error(`no ${i}`) } : { value: i * 2 }));
  };
  return {
    turns,
    run,
    open: () => {
      release();
      gate = new Promise<void>((r) => (release = r));
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("changes made in turns", () => {
  it("gathers the items that arrive while a turn is made into the next turn, in the order they came", async () => {
    const r = recorder();
    const first = inTurns("t1", 1, r.run);
    await tick();
    const later = [2, 3, 4].map((i) => inTurns("t1", i, r.run));
    await tick();
    expect(r.turns).toEqual([[1]]);
    r.open();
    expect(await first).toBe(2);
    await tick();
    expect(r.turns).toEqual([[1], [2, 3, 4]]);
    r.open();
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
  });

  it("runs one turn of a kind at a time, and kinds apart", async () => {
    const r = recorder();
    const a = inTurns("t2", 1, r.run);
    const b = inTurns("t3", 5, r.run);
    await tick();
    expect(r.turns).toEqual([[1], [5]]);
    r.open();
    await Promise.all([a, b]);
  });

  it("answers each item what its own work threw, and every item what the turn threw", async () => {
    const r = recorder();
    const items = [inTurns("t4", 1, r.run), inTurns("t4", -1, r.run)];
    await tick();
    r.open();
    await expect(items[0]).resolves.toBe(2);
    await expect(items[1]).rejects.toThrow("no -1");
    const broken = [inTurns("t5", 1, () => Promise.reject(new Error("turn failed"))), inTurns("t5", 2, () => Promise.reject(new Error("turn failed")))];
    for (const p of broken) await expect(p).rejects.toThrow("turn failed");
    // The kind goes on after a failed turn.
    const next = inTurns("t5", 3, r.run);
    await tick();
    r.open();
    expect(await next).toBe(6);
  });

  it("makes more than a hundred waiting at once in more than one turn", async () => {
    const r = recorder();
    const items = Array.from({ length: 150 }, (_, i) => inTurns("t6", i, r.run));
    await tick();
    r.open();
    await tick();
    r.open();
    await Promise.all(items);
    expect(r.turns.map((t) => t.length)).toEqual([100, 50]);
    expect(r.turns.flat()).toEqual(Array.from({ length: 150 }, (_, i) => i));
  });
});
