/**
 * Changes of places on one departure wait their turn in this process before they take a database
 * connection: under the departure's row lock they go one at a time anyway, and a burst of them
 * (fifty visitors pressing Accept quote at once) would otherwise hold every pooled connection
 * waiting on that lock while other requests time out for want of one. Across processes the row
 * lock still orders them. Several departures are queued for in id order, as they are locked.
 */
const tails = new Map<number, Promise<unknown>>();

async function inQueue<T>(id: number, run: () => Promise<T>): Promise<T> {
  const before = tails.get(id) ?? Promise.resolve();
  const turn = before.then(run, run);
  const settled = turn.catch(() => undefined);
  tails.set(id, settled);
  try {
    return await turn;
  } finally {
    if (tails.get(id) === settled) tails.delete(id);
  }
}

/** Runs `run` once every departure named has its turn in this process. */
export function inDepartureQueue<T>(ids: (number | null | undefined)[], run: () => Promise<T>): Promise<T> {
  const sorted = [...new Set(ids.filter((i): i is number => typeof i === "number"))].sort((a, b) => b - a);
  return sorted.reduce<() => Promise<T>>((inner, id) => () => inQueue(id, inner), run)();
}
