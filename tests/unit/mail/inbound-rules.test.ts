import EmailReplyParser from "email-reply-parser";
import { describe, expect, it, vi } from "vitest";
import { classify, isAutomatic, type ClassifyInput } from "../../../server/mail/inbound/classify";
import { findThread, referencesIn, threadIds, type ThreadLookups } from "../../../server/mail/inbound/thread";
import { parseMail, visibleText } from "../../../server/mail/inbound/parse";
import { parseImapUrl } from "../../../server/mail/inbound/sources/imap";

const ours = { companyAddress: "hello@innerlight.test", staffAddresses: ["desk@elsewhere.test"] };
const msg = (over: Partial<ClassifyInput> = {}): ClassifyInput => ({
  from: "meera@example.com",
  subject: "Re: your enquiry",
  headers: new Map(),
  contentType: "text/plain",
  partTypes: [],
  ...over,
});

describe("classifying incoming mail", () => {
  it("when a person writes, then it is the visitor's answer", () => {
    expect(classify(msg(), ours)).toBe("visitor");
  });
  it.each([
    ["auto-submitted", "auto-replied"],
    ["auto-submitted", "auto-generated"],
    ["precedence", "bulk"],
    ["precedence", "junk"],
    ["precedence", "auto_reply"],
    ["x-autoreply", "yes"],
  ])("when %s is %s, then it is automatic", (name, value) => {
    expect(classify(msg({ headers: new Map([[name, value]]) }), ours)).toBe("auto-reply");
  });
  it("when Auto-Submitted is no, then it is a person's message", () => {
    expect(isAutomatic(msg({ headers: new Map([["auto-submitted", "no"]]) }))).toBe(false);
  });
  it("when the subject says out of office, then it is automatic", () => {
    expect(classify(msg({ subject: "Out of Office: back on Monday" }), ours)).toBe("auto-reply");
    expect(classify(msg({ subject: "Automatic reply: Your enquiry" }), ours)).toBe("auto-reply");
  });
  it("when it is a delivery report, then it is a bounce, even from a daemon that also marks it automatic", () => {
    const report = msg({ from: "mailer-daemon@mx.example.com", contentType: 'multipart/report; report-type="delivery-status"; boundary="x"', headers: new Map([["auto-submitted", "auto-replied"]]) });
    expect(classify(report, ours)).toBe("bounce");
  });
  it("when the sender is the company, a colleague's address at its domain, or a staff address, then it is ours", () => {
    for (const from of ["hello@innerlight.test", "asha@innerlight.test", "DESK@elsewhere.test"]) expect(classify(msg({ from }), ours)).toBe("staff");
    expect(classify(msg({ from: "asha@innerlight.test.evil.example" }), ours)).toBe("visitor");
  });
});

describe("threading", () => {
  const look = (over: Partial<ThreadLookups> = {}): ThreadLookups => ({
    byMessageIds: async () => undefined,
    byReferences: async () => undefined,
    bySender: async () => [],
    ...over,
  });
  it("reads references standing alone in the subject, in the alphabet of booking references", () => {
    expect(referencesIn("Re: Your enquiry with Inner Light Journeys: reference k7m3q9x2")).toEqual(["K7M3Q9X2"]);
    expect(referencesIn("Re: [K7M3Q9X2] and ABCDEFGHJ")).toEqual(["K7M3Q9X2"]);
    expect(referencesIn("I0O1L000 is not one")).toEqual([]);
  });
  it("names In-Reply-To first, then References newest first, once each", () => {
    expect(threadIds("<c@x>", ["<a@x>", "<b@x>", "<c@x>"])).toEqual(["<c@x>", "<b@x>", "<a@x>"]);
  });
  it("when a Message-ID of ours is named, then it wins over the reference and the sender", async () => {
    const m = { inReplyTo: "<ack@x>", references: [], subject: "Re: K7M3Q9X2", from: "meera@example.com" };
    expect(await findThread(m, look({ byMessageIds: async () => 1, byReferences: async () => 2, bySender: async () => [3] }), { bySender: true })).toEqual({ bookingId: 1, by: "message-id" });
    expect(await findThread(m, look({ byReferences: async () => 2, bySender: async () => [3] }), { bySender: true })).toEqual({ bookingId: 2, by: "reference" });
    expect(await findThread(m, look({ bySender: async () => [3] }), { bySender: true })).toEqual({ bookingId: 3, by: "sender" });
  });
  it("when the sender has two bookings, or the sender is not to be trusted, then nothing matches", async () => {
    const m = { references: [], subject: "hello", from: "meera@example.com" };
    expect(await findThread(m, look({ bySender: async () => [3, 4] }), { bySender: true })).toBeUndefined();
    expect(await findThread(m, look({ bySender: async () => [3] }), { bySender: false })).toBeUndefined();
  });
});

describe("parsing", () => {
  it("cuts the quoted history and keeps the whole text apart", async () => {
    const raw = Buffer.from(
      "From: Meera <Meera@Example.com>\r\nTo: hello@innerlight.test\r\nSubject: Re: dates\r\nMessage-ID: <v1@example.com>\r\nIn-Reply-To: <ack@innerlight.test>\r\nReferences: <ack@innerlight.test>\r\n\r\nThe 5th works for us.\r\n\r\nOn Mon, 23 Nov 2026 at 10:00, Inner Light <hello@innerlight.test> wrote:\r\n> Dear Meera,\r\n> which dates?\r\n",
    );
    const m = await parseMail(raw);
    expect(m).toMatchObject({ messageId: "<v1@example.com>", inReplyTo: "<ack@innerlight.test>", references: ["<ack@innerlight.test>"], from: "meera@example.com", subject: "Re: dates" });
    expect(m.text).toBe("The 5th works for us.");
    expect(m.fullText).toContain("> which dates?");
  });
  it("gives a message without a Message-ID the hash of its content, the same each time", async () => {
    const raw = Buffer.from("From: a@example.com\r\nSubject: hi\r\n\r\nhello\r\n");
    const [a, b] = await Promise.all([parseMail(raw), parseMail(raw)]);
    expect(a.messageId).toMatch(/^<[0-9a-f]{64}@content>$/);
    expect(b.messageId).toBe(a.messageId);
  });
  it("turns an HTML-only message into text, keeping markup as words", async () => {
    const raw = Buffer.from('From: a@example.com\r\nSubject: hi\r\nContent-Type: text/html\r\n\r\n<p>Yes &lt;img onerror=alert(1)&gt;</p><script>alert(2)</script>\r\n');
    const m = await parseMail(raw);
    expect(m.fullText).toContain("Yes <img onerror=alert(1)>");
  });
  it("hands the reply parser a bounded head of a long quoted text, and keeps the whole text when all of it is quoted", () => {
    // The parser's cost grows with what it reads (scripts/bench-hostile-text.ts prints it): here, what it is given.
    const read = vi.spyOn(EmailReplyParser.prototype, "read");
    const long = "> a\n".repeat(100_000);
    expect(visibleText(long)).toBe(long.trim());
    expect(read).toHaveBeenCalledOnce();
    expect(read.mock.calls[0][0].length).toBeLessThanOrEqual(32_000);
    read.mockRestore();
  });
});

describe("IMAP_URL", () => {
  it("reads host, port, user, password and mailbox; the key has no password", () => {
    expect(parseImapUrl("imaps://desk%40innerlight.test:s3cr%2Ft@imap.example.com/Enquiries")).toEqual({
      host: "imap.example.com", port: 993, secure: true, user: "desk@innerlight.test", pass: "s3cr/t", mailbox: "Enquiries",
      key: "imaps://desk@innerlight.test@imap.example.com:993/Enquiries",
    });
    expect(parseImapUrl("imap://u:p@localhost:1143")?.mailbox).toBe("INBOX");
    expect(parseImapUrl("http://u:p@x")).toBeUndefined();
  });
});
