import { describe, expect, it } from "vitest";
import { readTogether } from "../../../server/storage/read-together";

/** A read that records the keys of each statement and answers each key doubled, but none for 0. */
function recorder(fail?: (keys: number[]) => boolean) {
  const reads: number[][] = [];
  const readAll = async (keys: number[]) => {
    reads.push(keys);
    if (fail?.(keys)) throw new Error("the read failed");
    return new Map(keys.filter((k) => k !== 0).map((k) => [k, k * 2]));
  };
  return { reads, readAll };
}

describe("reads made together", () => {
  it("makes the reads asked for in one turn of the event loop one read, each caller answered its own", async () => {
    const r = recorder();
    const read = readTogether(r.readAll);
    const answers = await Promise.all([read(1), read(2), read(1), read(0)]);
    expect(answers).toEqual([2, 4, 2, undefined]);
    expect(r.reads).toEqual([[1, 2, 0]]);
    // A read asked later is a read of its own.
    expect(await read(3)).toBe(6);
    expect(r.reads).toEqual([[1, 2, 0], [3]]);
  });

  it("reads at most `most` keys at a time", async () => {
    const r = recorder();
    const read = readTogether(r.readAll, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => read(k)))).toEqual([2, 4, 6, 8, 10]);
    expect(r.reads).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("gives what a read throws to every caller of its keys, and to no other", async () => {
    const r = recorder((keys) => keys.includes(3));
    const read = readTogether(r.readAll, 2);
    const answers = await Promise.allSettled([1, 2, 3, 4].map((k) => read(k)));
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected"]);
    expect((answers[2] as PromiseRejectedResult).reason).toEqual(new Error("the read failed"));
  });
});
