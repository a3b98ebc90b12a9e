import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Clock } from "../../server/core/clock";

/**
 * The desk's clock (server/core/clock.ts) moved by a test. In-process, the object itself is the clock
 * handed to the app (`buildTestApp(kind, { clock })`); spawned servers are given `env`, whose
 * TEST_CLOCK_FILE holds the offset from the real time, and share it.
 */
export interface DeskClock extends Clock {
  file: string;
  env: { TEST_CLOCK_FILE: string; TEST_CLOCK_IN_PRODUCTION: "allow" };
  /** The desk reads `at` now (and runs on from there). */
  set(at: Date): void;
  /** Moves the desk's time on by `ms`. */
  advance(ms: number): void;
  /** Back to the real time; the file is removed. */
  dispose(): void;
}

export function deskClock(): DeskClock {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-clock-"));
  const file = path.join(dir, "offset");
  let offset = 0;
  const write = () => fs.writeFileSync(file, String(offset));
  write();
  return {
    file,
    // The spawned servers run the production build, which takes a test clock only when told to.
    env: { TEST_CLOCK_FILE: file, TEST_CLOCK_IN_PRODUCTION: "allow" },
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
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
