/**
 * Reads of one kind asked for in one turn of the event loop, made as one statement. Under a burst
 * (fifty visitors pressing Accept quote at once, each request opening its trip link and, once
 * accepted, reading its trip) each read would be a round trip of its own, and on a loaded server the
 * round trips, not the reads, are the cost. The keys are gathered until the loop has handled the I/O
 * it had (`setImmediate`), then read at most `most` at a time; a lone read waits for nothing else.
 * Every caller of a key gets what `readAll` found for it, or undefined; what `readAll` throws is every
 * caller's in that statement.
 */
export function readTogether<K, V>(readAll: (keys: K[]) => Promise<Map<K, V>>, most = 100): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (v: V | undefined) => void; reject: (e: unknown) => void };
  let gathering: Map<K, Waiter[]> | undefined;

  function read(batch: Map<K, Waiter[]>): void {
    const keys = [...batch.keys()];
    for (let at = 0; at < keys.length; at += most) {
      const some = keys.slice(at, at + most);
      readAll(some).then(
        (found) => some.forEach((k) => batch.get(k)!.forEach((w) => w.resolve(found.get(k)))),
        (err: unknown) => some.forEach((k) => batch.get(k)!.forEach((w) => w.reject(err))),
      );
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!gathering) {
        const batch = new Map<K, Waiter[]>();
        gathering = batch;
        setImmediate(() => {
          gathering = undefined;
          read(batch);
        });
      }
      const waiters = gathering.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(key, [{ resolve, reject }]);
    });
}
