import fs from "node:fs";

/**
 * The time the desk's follow-ups and the morning digest are judged at: the system clock, or, when
 * TEST_CLOCK_FILE names a file, the system clock moved by the milliseconds written in it (read at
 * every call, so a test can move a running server's clock, and several processes share one). Only
 * the tests set it; sessions, mail retries and rate limits keep the real clock.
 */
export function deskNow(): Date {
  const file = process.env.TEST_CLOCK_FILE;
  if (!file) return new Date();
  let offset = 0;
  try {
    offset = Number(fs.readFileSync(file, "utf8").trim()) || 0;
  } catch {
    /* no file yet: the real time */
  }
  return new Date(Date.now() + offset);
}
