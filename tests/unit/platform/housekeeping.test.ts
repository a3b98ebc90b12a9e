import { afterEach, describe, expect, it, vi } from "vitest";
import { HOUSEKEEPING_EVERY_MS, startHousekeeping } from "../../../server/jobs/housekeeping";

describe("housekeeping", () => {
  afterEach(() => vi.useRealTimers());

  it("then expired sessions and rate-limit counters are pruned every interval, until stopped", async () => {
    vi.useFakeTimers();
    const storage = { sessions: { pruneSessions: vi.fn(async () => 0) }, rateLimits: { pruneRateLimits: vi.fn(async () => 0) } };
    const stop = startHousekeeping(storage, { warn: vi.fn() });
    expect(storage.rateLimits.pruneRateLimits).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_EVERY_MS);
    expect(storage.sessions.pruneSessions).toHaveBeenCalledTimes(1);
    expect(storage.rateLimits.pruneRateLimits).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_EVERY_MS * 2);
    expect(storage.rateLimits.pruneRateLimits).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_EVERY_MS * 2);
    expect(storage.rateLimits.pruneRateLimits).toHaveBeenCalledTimes(3);
  });

  it("when a prune fails (database down), then it is logged and the next round still runs", async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const storage = { sessions: { pruneSessions: vi.fn(async () => 0) }, rateLimits: { pruneRateLimits: vi.fn(async () => Promise.reject(new Error("down"))) } };
    const stop = startHousekeeping(storage, { warn });
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_EVERY_MS * 2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][1]).toBe("rate-limit prune failed");
    expect(storage.rateLimits.pruneRateLimits).toHaveBeenCalledTimes(2);
    stop();
  });
});
