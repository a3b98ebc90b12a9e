import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_TURNS_MS, GATHER_MS, QUIET_MS, afterTurns, inTurns, onItsWay, type Settled } from "../../../server/storage/departures/departure-queue";

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

/** Waits until some turn has begun. */
async function untilATurn(turns: unknown[]): Promise<void> {
  while (turns.length === 0) await tick();
}

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

  it("begins a turn once the changes on their way have arrived, so a burst makes one turn", async () => {
    const r = recorder();
    const coming = [2, 3, 4].map(() => onItsWay("t7"));
    const first = inTurns("t7", 1, r.run);
    await tick();
    // The others' requests are still being read: the first waits for them rather than going alone.
    expect(r.turns).toEqual([]);
    const later = [2, 3].map((i, k) => {
      const p = inTurns("t7", i, r.run);
      coming[k]();
      return p;
    });
    await tick();
    expect(r.turns).toEqual([]);
    // One turns back before its turn (its link opened nothing).
    coming[2]();
    await untilATurn(r.turns);
    expect(r.turns).toEqual([[1, 2, 3]]);
    r.open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
  });

  describe("on a fake clock", () => {
    // Each step's time is what the test says it is, whatever else the machine is doing.
    const clock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    afterEach(() => vi.useRealTimers());

    it("gathers a burst whose changes set out one after another, each arriving before the next sets out", async () => {
      clock();
      const r = recorder();
      const items: Promise<number>[] = [];
      for (let i = 1; i <= 5; i++) {
        const arrived = onItsWay("t12");
        items.push(inTurns("t12", i, r.run));
        arrived();
        // Less than QUIET_MS apart: the burst is not over, though nothing is on its way between them.
        await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
        expect(r.turns).toEqual([]);
      }
      await vi.advanceTimersByTimeAsync(1);
      expect(r.turns).toEqual([[1, 2, 3, 4, 5]]);
      r.open();
      expect(await Promise.all(items)).toEqual([2, 4, 6, 8, 10]);
    });

    it("begins a lone change's turn QUIET_MS after it set out, and a turn after a quiet of QUIET_MS though more come later", async () => {
      clock();
      const r = recorder();
      const arrived = onItsWay("t13");
      const lone = inTurns("t13", 1, r.run);
      arrived();
      await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
      expect(r.turns).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(r.turns).toEqual([[1]]);
      r.open();
      expect(await lone).toBe(2);
      // Quiet for longer than QUIET_MS, then another: a turn of its own.
      await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
      const again = onItsWay("t13");
      const later = inTurns("t13", 2, r.run);
      again();
      await vi.advanceTimersByTimeAsync(QUIET_MS);
      expect(r.turns).toEqual([[1], [2]]);
      r.open();
      expect(await later).toBe(4);
    });
  });

  it("waits at most GATHER_MS for a change on its way, and answering its arrival twice counts once", async () => {
    const r = recorder();
    const lost = onItsWay("t8");
    const other = onItsWay("t8");
    other();
    other();
    const began = Date.now();
    const first = inTurns("t8", 1, r.run);
    while (r.turns.length === 0) await tick();
    expect(Date.now() - began).toBeGreaterThanOrEqual(GATHER_MS - 1);
    r.open();
    expect(await first).toBe(2);
    lost();
    // Nothing on its way now, and the last set out long ago: a lone change begins at once.
    const lone = inTurns("t8", 5, r.run);
    await tick();
    expect(r.turns).toEqual([[1], [5]]);
    r.open();
    expect(await lone).toBe(10);
  });

  it("begins at once when nothing of its kind is on its way", async () => {
    const r = recorder();
    const elsewhere = onItsWay("t9 other");
    const lone = inTurns("t9", 1, r.run);
    await tick();
    expect(r.turns).toEqual([[1]]);
    r.open();
    expect(await lone).toBe(2);
    elsewhere();
  });

  it("runs what waits for the turns at once when none is made, and once the last turn ends when some are", async () => {
    const ran: string[] = [];
    afterTurns(() => ran.push("idle"));
    expect(ran).toEqual(["idle"]);
    const r = recorder();
    const first = inTurns("t10", 1, r.run);
    await tick();
    const second = inTurns("t10", 2, r.run);
    afterTurns(() => ran.push("after"));
    r.open();
    await first;
    await tick();
    // The next turn is being made: what waits still waits.
    expect(r.turns).toEqual([[1], [2]]);
    expect(ran).toEqual(["idle"]);
    r.open();
    await second;
    await tick();
    expect(ran).toEqual(["idle", "after"]);
  });

  it("runs what waits for the turns after AFTER_TURNS_MS when turns keep being made", async () => {
    const r = recorder();
    const stuck = inTurns("t11", 1, r.run);
    const ran: number[] = [];
    const began = Date.now();
    afterTurns(() => ran.push(Date.now() - began));
    while (ran.length === 0) await new Promise((done) => setTimeout(done, 50));
    expect(ran[0]).toBeGreaterThanOrEqual(AFTER_TURNS_MS - 5);
    r.open();
    await stuck;
  });
});
