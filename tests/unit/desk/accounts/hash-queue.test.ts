import { describe, expect, it } from "vitest";
import { createHashQueue, QueueFullError } from "../../../../server/auth/hash-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the password-hash queue", () => {
  it("when more tasks come than may run, then two run, the next wait in order, and beyond the queue they are refused", async () => {
    const q = createHashQueue({ concurrency: 2, maxWaiting: 2 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((g, i) => q.run(async () => (started.push(i), await g.promise, i)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(q.stats).toEqual({ running: 2, waiting: 2 });
    expect(q.full).toBe(true);
    await expect(q.run(async () => 99)).rejects.toBeInstanceOf(QueueFullError);

    gates[1].resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
    expect(q.full).toBe(false);
  });

  it("when a task fails, then its slot is freed for the next", async () => {
    const q = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = q.run(async () => {
      throw new Error("boom");
    });
    const next = q.run(async () => "next");
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("next");
  });
});
