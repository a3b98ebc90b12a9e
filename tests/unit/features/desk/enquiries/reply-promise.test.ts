import { formatSpan, replyPromise } from "@/features/desk/lib/reply-promise";

const MIN = 60_000;
const HOUR = 60 * MIN;
const created = new Date("2026-11-22T10:00:00.000Z");
const due = new Date(created.getTime() + 24 * HOUR);
const at = (ms: number) => new Date(created.getTime() + ms);
const booking = (firstResponseAt: Date | null = null) => ({
  createdAt: created.toISOString(),
  dueAt: due.toISOString(),
  firstResponseAt: firstResponseAt?.toISOString() ?? null,
});

describe("formatSpan", () => {
  it.each([
    [0, "less than a minute"],
    [59_999, "less than a minute"],
    [MIN, "1 min"],
    [59 * MIN + 59_999, "59 min"],
    [HOUR, "1 h"],
    [HOUR + 59 * MIN, "1 h"],
    [5 * HOUR + 30 * MIN, "5 h"],
    [47 * HOUR + 59 * MIN, "47 h"],
    [48 * HOUR, "2 days"],
    [71 * HOUR, "2 days"],
    [72 * HOUR, "3 days"],
    [-5 * MIN, "less than a minute"],
  ])("writes %i ms as %s (whole units, rounded down)", (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });
});

describe("replyPromise", () => {
  it("counts down to the due time while no one has answered", () => {
    expect(replyPromise(booking(), at(19 * HOUR))).toEqual({ tone: "due", text: "Reply due in 5 h" });
    expect(replyPromise(booking(), created)).toEqual({ tone: "due", text: "Reply due in 24 h" });
  });

  it("marks the last two hours as soon", () => {
    expect(replyPromise(booking(), at(22 * HOUR))).toEqual({ tone: "due", text: "Reply due in 2 h" });
    expect(replyPromise(booking(), at(22 * HOUR + MIN))).toEqual({ tone: "soon", text: "Reply due in 1 h" });
    expect(replyPromise(booking(), at(24 * HOUR - 30_000))).toEqual({ tone: "soon", text: "Reply due in less than a minute" });
  });

  it("is overdue from the due time on, counting the delay", () => {
    expect(replyPromise(booking(), due)).toEqual({ tone: "overdue", text: "Overdue by less than a minute" });
    expect(replyPromise(booking(), at(27 * HOUR))).toEqual({ tone: "overdue", text: "Overdue by 3 h" });
    expect(replyPromise(booking(), at(30 * HOUR))).toEqual({ tone: "overdue", text: "Overdue by 6 h" });
    expect(replyPromise(booking(), at(24 * HOUR + 50 * HOUR))).toEqual({ tone: "overdue", text: "Overdue by 2 days" });
  });

  it("once answered, says how long the reply took, whatever the time now", () => {
    expect(replyPromise(booking(at(2 * HOUR + 10 * MIN)), at(100 * HOUR))).toEqual({ tone: "answered", text: "Answered in 2 h" });
    expect(replyPromise(booking(at(30 * HOUR)), at(31 * HOUR))).toEqual({ tone: "answered", text: "Answered in 30 h" });
    expect(replyPromise(booking(at(12 * MIN)), at(HOUR))).toEqual({ tone: "answered", text: "Answered in 12 min" });
  });

  it("falls back to 24 hours after creation when the due time is missing", () => {
    expect(replyPromise({ ...booking(), dueAt: null }, at(25 * HOUR))).toEqual({ tone: "overdue", text: "Overdue by 1 h" });
  });
});

describe("replyPromise of a duplicate", () => {
  it("owes no reply while marked, says how it was answered if it was, and is due again once a visitor's message awaits one", () => {
    const marked = { ...booking(), duplicateOfId: 7, replyDueAt: null };
    expect(replyPromise(marked, at(30 * HOUR))).toEqual({ tone: "duplicate", text: "Duplicate: no reply due" });
    expect(replyPromise({ ...booking(at(2 * HOUR)), duplicateOfId: 7, replyDueAt: null }, at(30 * HOUR)).tone).toBe("answered");
    expect(replyPromise({ ...marked, replyDueAt: due.toISOString() }, at(30 * HOUR)).tone).toBe("overdue");
  });
});
