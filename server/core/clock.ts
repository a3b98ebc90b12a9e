import fs from "node:fs";

/**
 * The time the desk's judgments are made at: follow-ups coming due, the morning digest, payment
 * reminders, money due dates and the desk's views. Sessions, mail retries and rate limits keep the
 * real clock (`new Date()`), so a moved desk clock never signs anyone out or holds mail back.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved by the milliseconds written in `file`, read at every call: a test moves a
 * running server's clock by rewriting the file, and several processes given the same file share one
 * desk time. A missing or unreadable file is no offset.
 */
export function offsetFileClock(file: string): Clock {
  return {
    now() {
      let offset = 0;
      try {
        offset = Number(fs.readFileSync(file, "utf8").trim()) || 0;
      } catch {
        /* no file yet: the real time */
      }
      return new Date(Date.now() + offset);
    },
  };
}

/** The desk's clock the configuration asks for: the system clock, or the test clock file's. */
export function deskClockOf(config: { testClockFile?: string }): Clock {
  return config.testClockFile ? offsetFileClock(config.testClockFile) : systemClock;
}
