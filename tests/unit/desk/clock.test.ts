import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deskClockOf, systemClock } from "../../../server/core/clock";

describe("the desk's clock from the configuration", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it("when no test clock file is configured, then it is the system clock", () => {
    expect(deskClockOf({})).toBe(systemClock);
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("when a test clock file is configured, then every reading adds the offset written in it, none while it is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-clock-test-"));
    dirs.push(dir);
    const file = path.join(dir, "offset");
    const clock = deskClockOf({ testClockFile: file });
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(file, String(86_400_000));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(86_399_000);
    fs.writeFileSync(file, "-3600000");
    expect(Date.now() - clock.now().getTime()).toBeGreaterThan(3_599_000);
  });
});
