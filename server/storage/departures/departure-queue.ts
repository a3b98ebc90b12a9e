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

/** What one item of a turn came to: its answer, or what its own work threw. */
export type Settled<R> = { value: R } | { thrown: unknown };

type Waiting<I, R> = { item: I; resolve: (r: R) => void; reject: (e: unknown) => void };

/** More than this many waiting at once make more than one turn: one statement's lists stay bounded. */
const MOST_IN_A_TURN = 100;

/** Per kind of change: the turn forming (not yet begun), and the end of the last turn begun. */
const kinds = new Map<string, { forming?: Waiting<unknown, unknown>[]; tail: Promise<unknown> }>();

/**
 * The longest a turn about to begin waits for a burst to gather (`onItsWay`): fifty requests pressed
 * at once are read over 20–40 ms on a 2-core server, and a turn begun halfway leaves the rest a turn
 * of their own, as long again.
 */
export const GATHER_MS = 50;

/** A burst is over once no change of its kind has set out for this long and none is on its way. */
export const QUIET_MS = 5;

/** Per kind: the changes on their way, when the last set out, and the turns waiting for the burst to end. */
type Coming = { count: number; setOutAt: number; waiting: (() => void)[] };
const coming = new Map<string, Coming>();

const isQuiet = (state: Coming, now = performance.now()) => state.count === 0 && now - state.setOutAt >= QUIET_MS;

/** Forgets a kind whose burst is over and that no turn waits on. */
function forgetIfQuiet(kind: string, state: Coming): void {
  if (coming.get(kind) === state && state.waiting.length === 0 && isQuiet(state)) coming.delete(kind);
}

/**
 * A change of `kind` on its way to its turn: its request is read and what it names is being looked
 * up (a visitor's trip link opened). A turn about to begin waits until the burst is over: every
 * change on its way has arrived and none has set out for QUIET_MS, at most GATHER_MS. Fifty
 * requests read one after another then make one turn, not a turn of the first few and then one of
 * the rest, which would each wait out the first; a lone visitor waits QUIET_MS at most. Call the
 * answer once the change has reached inTurns, or turned back before it.
 */
export function onItsWay(kind: string): () => void {
  const state = coming.get(kind) ?? { count: 0, setOutAt: 0, waiting: [] };
  coming.set(kind, state);
  state.count++;
  state.setOutAt = performance.now();
  let arrived = false;
  return () => {
    if (arrived) return;
    arrived = true;
    // Arriving in inTurns is synchronous: the turn checks what is still coming in a later microtask.
    if (--state.count > 0) return;
    [...state.waiting].forEach((check) => check());
    setTimeout(() => forgetIfQuiet(kind, state), QUIET_MS).unref();
  };
}

/** Resolves once the burst of `kind` is over (onItsWay), or GATHER_MS have passed. */
function gathered(kind: string): Promise<void> | undefined {
  const state = coming.get(kind);
  if (!state || isQuiet(state)) return undefined;
  const deadline = performance.now() + GATHER_MS;
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    // Woken by the last arrival, and by a timer: the deadline, or the end of the quiet while none is on its way.
    const check = () => {
      clearTimeout(timer);
      const now = performance.now();
      if (now >= deadline || isQuiet(state, now)) {
        state.waiting.splice(state.waiting.indexOf(check), 1);
        forgetIfQuiet(kind, state);
        return resolve();
      }
      const until = state.count > 0 ? deadline : Math.min(deadline, state.setOutAt + QUIET_MS);
      timer = setTimeout(check, Math.max(1, until - now));
    };
    state.waiting.push(check);
    check();
  });
}

/**
 * Changes of one kind made in turns (fifty visitors pressing Accept quote at once): the items that
 * arrive while a turn is made wait together for the next, and `run` makes them in one go, answering
 * each item's outcome in the items' order; it queues for its departures itself, once it has read
 * which they are. One turn of a kind runs at a time in this process, once the changes on their way
 * have arrived (onItsWay). What `run` throws is every item's.
 */
export function inTurns<I, R>(kind: string, item: I, run: (items: I[]) => Promise<Settled<R>[]>): Promise<R> {
  const state = kinds.get(kind) ?? { tail: Promise.resolve() };
  kinds.set(kind, state);
  return new Promise<R>((resolve, reject) => {
    const waiting = { item, resolve, reject } as Waiting<unknown, unknown>;
    if (state.forming && state.forming.length < MOST_IN_A_TURN) {
      state.forming.push(waiting);
      return;
    }
    const turn = [waiting];
    state.forming = turn;
    const made = state.tail.then(async () => {
      await gathered(kind);
      if (state.forming === turn) state.forming = undefined;
      try {
        const outcomes = await run(turn.map((w) => w.item as I));
        turn.forEach((w, i) => {
          const o = outcomes[i];
          if ("value" in o) w.resolve(o.value);
          else w.reject(o.thrown);
        });
      } catch (err) {
        turn.forEach((w) => w.reject(err));
      }
    });
    state.tail = made;
    void made.then(() => {
      if (state.tail === made && !state.forming) kinds.delete(kind);
      if (kinds.size === 0) idleNow();
    });
  });
}

/** The longest what waits for the turns (afterTurns) is put off while turns keep coming. */
export const AFTER_TURNS_MS = 1_000;

/** What waits for the turns to end, each with its timer. */
const afterIdle = new Set<{ run: () => void; timer: NodeJS.Timeout }>();

function idleNow(): void {
  for (const w of [...afterIdle]) {
    afterIdle.delete(w);
    clearTimeout(w.timer);
    w.run();
  }
}

/**
 * Runs `run` once no turn is being made in this process, at once when none is, and after
 * AFTER_TURNS_MS at the latest. The e-mails a turn's acceptances queued are delivered after the
 * turns of the burst that pressed them, not beside them: delivering takes the CPU and connections
 * the presses still waiting need, and the e-mails lose nothing by a fraction of a second.
 */
export function afterTurns(run: () => void): void {
  if (kinds.size === 0) return run();
  const w = {
    run,
    timer: setTimeout(() => {
      afterIdle.delete(w);
      run();
    }, AFTER_TURNS_MS),
  };
  w.timer.unref();
  afterIdle.add(w);
}
