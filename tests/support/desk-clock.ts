import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The desk's clock (server/clock.ts) moved by a test: TEST_CLOCK_FILE holds the offset from the real
 * time. Used in-process (this test's env) or handed to spawned servers (`env`), which share it.
 */
export interface DeskClock {
  file: string;
  env: { TEST_CLOCK_FILE: string };
  /** The desk reads `at` now (and runs on from there). */
  set(at: Date): void;
  /** Moves the desk's time on by `ms`. */
  advance(ms: number): void;
  now(): Date;
  /** Back to the real time; the file is removed. */
  dispose(): void;
}

export function deskClock(opts: { inProcess?: boolean } = {}): DeskClock {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-clock-"));
  const file = path.join(dir, "offset");
  let offset = 0;
  const write = () => fs.writeFileSync(file, String(offset));
  write();
  const before = process.env.TEST_CLOCK_FILE;
  if (opts.inProcess) process.env.TEST_CLOCK_FILE = file;
  return {
    file,
    env: { TEST_CLOCK_FILE: file },
    set(at) {
      offset = at.getTime() - Date.now();
      write();
    },
    advance(ms) {
      offset += ms;
      write();
    },
    now: () => new Date(Date.now() + offset),
    dispose() {
      if (opts.inProcess) {
        if (before === undefined) delete process.env.TEST_CLOCK_FILE;
        else process.env.TEST_CLOCK_FILE = before;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
