/**
 * One process at a time on a PGlite directory. PGlite has no lock of its own: two processes writing
 * the same files corrupt them beyond repair. Every process that opens PGLITE_DIR (the server, the
 * CLI commands, db:restore) takes this lock first.
 *
 * The lock is proper-lockfile's: an atomic mkdir of `<dir>.lock`, whose mtime the holder refreshes
 * every UPDATE_MS; a lock not refreshed for STALE_MS (its holder died: kill -9, power cut) is taken
 * over. Beside it, `<dir>.lock.owner.json` records who holds it (PID, host, the process's start time),
 * so a second process can refuse at once, naming the PID, rather than wait for the lock to age.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export const STALE_MS = 10_000;
const UPDATE_MS = 2_500;
/** Two processes taking over the same stale lock at the same moment: the owner file says who won. */
const SETTLE_MS = 150;

export interface LockOwner {
  pid: number;
  host: string;
  /** Kernel start time of the process (Linux /proc), so a reused PID is not taken for the holder. */
  startTicks?: string;
  since: string;
  command: string;
}

export class DbLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(
      owner
        ? `PGLITE_DIR ${dir} is in use by process ${owner.pid}${owner.host !== os.hostname() ? ` on ${owner.host}` : ""} (${owner.command}, since ${owner.since}); only one process may open it at a time.`
        : `PGLITE_DIR ${dir} is in use by another process; only one process may open it at a time.`,
    );
    this.name = "DbLockedError";
  }
}

export interface DbLock {
  dir: string;
  release(): Promise<void>;
}

export interface LockOptions {
  /** Called if the lock is lost while held (its files removed or taken over). Default: log and exit(1). */
  onCompromised?: (err: Error) => void;
  /** Called once when waiting for a lock left by a process that no longer runs. */
  onWaitStale?: (owner: LockOwner | undefined) => void;
}

const lockPath = (dir: string) => `${dir}.lock`;
const ownerPath = (dir: string) => `${dir}.lock.owner.json`;

/** Linux: the process's state letter and kernel start time, from /proc/<pid>/stat. */
function procStat(pid: number): { state: string; startTicks: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: 3 (state) onwards, space separated; 22 is starttime.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], startTicks: fields[19] };
  } catch {
    return undefined;
  }
}
const startTicks = (pid: number) => procStat(pid)?.startTicks;

function readOwner(dir: string): LockOwner | undefined {
  try {
    const o = JSON.parse(fs.readFileSync(ownerPath(dir), "utf8")) as LockOwner;
    return Number.isInteger(o.pid) ? o : undefined;
  } catch {
    return undefined;
  }
}

/** True when the recorded holder still runs (on another host we cannot tell, so yes). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  // The PID exists, but it may be a zombie (dead, not yet reaped by its parent), or a new process
  // that was given a dead holder's number.
  const now = procStat(owner.pid);
  if (now?.state === "Z" || now?.state === "X") return false;
  return !(owner.startTicks && now && now.startTicks !== owner.startTicks);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function defaultCompromised(dir: string) {
  return (err: Error) => {
    console.error(`FATAL: the lock on PGLITE_DIR ${dir} was lost (${err.message}); stopping so two processes never write it at once.`);
    process.exit(1);
  };
}

/**
 * Takes the lock on `dir` (which need not exist yet). Throws DbLockedError at once while a live
 * process holds it; waits up to STALE_MS for a lock left by a process that is gone.
 */
export async function lockDataDir(dirArg: string, opts: LockOptions = {}): Promise<DbLock> {
  const dir = path.resolve(dirArg);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + STALE_MS + UPDATE_MS * 2;
  let warned = false;
  let release: () => Promise<void>;
  for (;;) {
    // A holder whose identity we can check (Linux: PID and start time) is refused even if its lock
    // has not been refreshed lately (an event loop blocked for seconds), rather than taken over.
    const before = readOwner(dir);
    if (before?.startTicks && ownerAlive(before) && fs.existsSync(lockPath(dir))) throw new DbLockedError(dir, before);
    try {
      release = await lockfile.lock(dir, {
        realpath: false,
        lockfilePath: lockPath(dir),
        stale: STALE_MS,
        update: UPDATE_MS,
        retries: 0,
        onCompromised: opts.onCompromised ?? defaultCompromised(dir),
      });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
      const owner = readOwner(dir);
      // A holder that runs refuses us now; one that is gone leaves a lock that goes stale.
      if ((owner && ownerAlive(owner)) || Date.now() > deadline) throw new DbLockedError(dir, owner);
      if (!warned) opts.onWaitStale?.(owner);
      warned = true;
      await sleep(250);
    }
  }

  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startTicks: startTicks(process.pid),
    since: new Date().toISOString(),
    command: path.basename(process.argv[1] ?? process.argv0),
  };
  const tmp = `${ownerPath(dir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(me));
  fs.renameSync(tmp, ownerPath(dir));
  // proper-lockfile's stale takeover is remove-then-mkdir: two processes doing it at once could both
  // think they won. The last to write the owner file keeps it; the other backs off, and the lock's
  // own refresh check stops a holder whose lock directory was replaced.
  await sleep(SETTLE_MS);
  const now = readOwner(dir);
  if (!now || now.pid !== process.pid || now.host !== me.host) {
    await release().catch(() => {});
    throw new DbLockedError(dir, now);
  }

  let released = false;
  return {
    dir,
    release: async () => {
      if (released) return;
      released = true;
      const current = readOwner(dir);
      if (current?.pid === process.pid && current.host === me.host) fs.rmSync(ownerPath(dir), { force: true });
      await release().catch(() => {});
    },
  };
}
