import { replyPromise, visitorReplyLine } from "@/features/desk/lib/reply-promise";

const HOUR = 3_600_000;
const created = new Date("2026-11-22T10:00:00.000Z").getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const answered = { createdAt: iso(created), dueAt: iso(created + 24 * HOUR), firstResponseAt: iso(created + 2 * HOUR) };

describe("a visitor who wrote again after being answered", () => {
  const wrote = created + 30 * HOUR;
  const booking = { ...answered, replyDueAt: iso(wrote + 24 * HOUR) };

  it("says when they replied and when our answer is due", () => {
    expect(visitorReplyLine(booking, new Date(wrote + 3 * HOUR))).toBe("Visitor replied 3 h ago — reply due in 21 h");
    expect(replyPromise(booking, new Date(wrote + 3 * HOUR))).toEqual({ tone: "due", text: "Reply due in 21 h" });
  });

  it("says overdue once the 24 hours have passed", () => {
    expect(visitorReplyLine(booking, new Date(wrote + 26 * HOUR))).toBe("Visitor replied 26 h ago — overdue by 2 h");
    expect(replyPromise(booking, new Date(wrote + 26 * HOUR)).tone).toBe("overdue");
  });

  it("says nothing once answered again, or for the enquiry's own first wait", () => {
    expect(visitorReplyLine({ ...answered, replyDueAt: null }, new Date(wrote))).toBeUndefined();
    expect(replyPromise({ ...answered, replyDueAt: null }, new Date(wrote))).toEqual({ tone: "answered", text: "Answered in 2 h" });
    const waiting = { ...answered, firstResponseAt: null, replyDueAt: answered.dueAt };
    expect(visitorReplyLine(waiting, new Date(created + HOUR))).toBeUndefined();
    expect(replyPromise(waiting, new Date(created + HOUR)).text).toBe("Reply due in 23 h");
  });
});
